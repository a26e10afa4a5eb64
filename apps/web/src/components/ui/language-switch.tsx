import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '@logisaathi/domain';
import { useLanguage } from '@/i18n/use-language';

/**
 * The other language's name is written in the system's font: on an English page the bundled Devanagari font would
 * otherwise be fetched (50 KB, on every first visit) for this one word. Phones and desktops carry a Devanagari
 * font of their own; the bundled one serves the Hindi pages, where it is fetched anyway.
 */
const OTHER_SCRIPT_FONT = 'font-[system-ui,sans-serif]';

/**
 * English / हिंदी: both choices are always visible, each written in its own language and script, so a reader
 * who knows only one of them finds it. A labelled group of two toggle buttons, narrow enough for a 360 px top bar.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={`inline-flex shrink-0 overflow-hidden rounded-md border border-slate-300 text-sm ${className}`}
    >
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={language === lang}
          onClick={() => void setLanguage(lang)}
          className={`min-h-9 px-2.5 font-medium ${lang !== language ? OTHER_SCRIPT_FONT : ''} ${
            language === lang ? 'bg-indigo-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'
          }`}
        >
          {LANGUAGE_NAMES[lang]}
        </button>
      ))}
    </div>
  );
}
