import type { Language } from './language';

/** Short month names as the product prints dates ('12 Mar 2026', Hindi '12 मार्च 2026'). */
export const MONTHS_SHORT: Readonly<Record<Language, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'],
};

/** '15 Mar 2026' -> '15 मार्च 2026': the English short month names in a text, in Hindi. */
export function hindiMonths(text: string): string {
  return text.replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g, (month) => {
    const index = MONTHS_SHORT.en.indexOf(month);
    return MONTHS_SHORT.hi[index] ?? month;
  });
}
