/*
 * The web's i18next instance. The English of the shell is bundled (./resources); every other
 * namespace is fetched when needed (a custom backend over the catalog files), and Hindi comes with the domain's
 * Hindi texts (validation messages, step titles, slot labels) the first time any Hindi is needed. The language is the browser's stored choice, else its first preferred language we
 * speak, else English; `<html lang>` follows it.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromPreferences,
  STORAGE_KEYS,
  translateText,
  type Language,
  type TextCatalog,
} from '@logisaathi/domain';
import { ENGLISH_BUNDLED, type Namespace } from './resources';

const CATALOGS = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

let domainHindi: TextCatalog | undefined;

/**
 * One namespace's catalog in one language, fetched when a route or screen needs it (English beyond the main
 * bundle, or Hindi); the first Hindi namespace brings the domain's Hindi texts with it.
 */
async function loadNamespace(language: string, ns: string): Promise<Record<string, unknown>> {
  const load = CATALOGS[`./locales/${language}/${ns}.json`];
  if (!load) throw new Error(`no ${language} catalog for namespace ${ns}`);
  const [catalog] = await Promise.all([
    load(),
    language !== 'hi' || domainHindi
      ? undefined
      : import('@logisaathi/domain/i18n/hi-domain').then((m) => {
          domainHindi = m.HINDI_DOMAIN_TEXTS;
        }),
  ]);
  return catalog.default;
}

const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data as never),
      (err: unknown) => callback(err as Error, false),
    );
  },
};

/** The language this browser starts in: the stored choice, else the browser's preference, else English. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage blocked: fall through to the browser's preference
  }
  return typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : languageFromPreferences(navigator.languages);
}

/**
 * A web app manifest in `language`: '/manifest.webmanifest' <-> '/manifest.hi.webmanifest' (and the partner
 * app's), whose name and description are in Hindi; an installed app keeps the language it was added in.
 */
export function manifestFor(href: string, language: string): string {
  const base = href.replace(/\.hi\.webmanifest$/, '.webmanifest');
  return language === 'hi' ? base.replace(/\.webmanifest$/, '.hi.webmanifest') : base;
}

/**
 * `<html lang>`, the window title (index.html's is English) and the web app manifest follow the language.
 */
function reflectOnDocument(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  if (i18next.isInitialized && i18next.hasResourceBundle(language, 'common'))
    document.title = i18next.t('documentTitle', { lng: language });
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifest?.getAttribute('href');
  if (manifest && href) manifest.setAttribute('href', manifestFor(href, language));
}

void i18next
  .use(catalogBackend)
  .use(initReactI18next)
  .init({
    resources: { en: ENGLISH_BUNDLED },
    partialBundledLanguages: true,
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'hi'],
    ns: ['common'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: true },
  });
reflectOnDocument(i18next.language);
i18next.on('languageChanged', reflectOnDocument);

export const i18n = i18next;

/** The current language, as the product knows it. */
export const currentLanguage = (): Language =>
  isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;

/**
 * A text the domain package owns (a validation message, a step title, a slot label) in the current language.
 * Texts it does not know, such as a message the API already sent in Hindi, come back as they are.
 */
export const domainText = (text: string): string =>
  translateText(text, currentLanguage() === 'hi' ? domainHindi : undefined);

/** Fetches Hindi namespaces (and the domain's Hindi texts) ahead of showing them. */
export async function preloadHindi(namespaces: readonly string[]): Promise<void> {
  await Promise.all(
    [...new Set(namespaces)].map(async (ns) => {
      if (!i18next.hasResourceBundle('hi', ns))
        i18next.addResourceBundle('hi', ns, await loadNamespace('hi', ns));
    }),
  );
}

/**
 * Switches the language once its texts are here: the Hindi namespaces already on screen are fetched first, so
 * the page changes in one step instead of blanking while they load. Remembered in this browser.
 */
let latestChoice = 0;

export async function changeLanguage(language: Language): Promise<void> {
  // The last choice wins: a quick Hindi-then-English must not end in Hindi when Hindi's texts arrive late.
  const choice = ++latestChoice;
  if (language === 'hi') {
    await preloadHindi(['common', ...((i18next.reportNamespaces?.getUsedNamespaces() ?? []) as Namespace[])]);
  }
  if (choice !== latestChoice) return;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // storage blocked: the choice lasts for this page
  }
  await i18next.changeLanguage(language);
}
