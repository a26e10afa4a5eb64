import { changeLanguage, preloadHindi } from '@/i18n/i18n';
import { NAMESPACES } from '@/i18n/resources';

/**
 * Switches the app to Hindi with every catalog already loaded, so a render never suspends on one; call before
 * rendering. setup.ts switches back to English after each test.
 */
export async function inHindi(): Promise<void> {
  await preloadHindi(NAMESPACES);
  await changeLanguage('hi');
}
