import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type TLocale } from '@undangin/shared/constants';
import idCommon from '../locales/id/common.json';
import idMisc from '../locales/id/misc.json';
import idNav from '../locales/id/nav.json';
import idValidation from '../locales/id/validation.json';

/**
 * One JSON file per language and area (src/locales/<lang>/<namespace>.json), so each area adds its
 * own strings without touching another's, and each file is its own small download: a screen brings
 * the namespaces its route names (`ns`), so a first load carries the shell's strings and its own,
 * however many strings the other areas add. Indonesian, the default and every language's fallback,
 * has its shell strings inside the app itself.
 */
const bundles = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json');

export const NAMESPACES = [
  ...new Set(Object.keys(bundles).map((path) => /\/([^/]+)\.json$/.exec(path)?.[1] ?? 'common')),
];

/**
 * What any screen may show: the shell (common), page titles and menu labels (nav), the error pages
 * (misc, since the 500 page must show even when a download failed) and API messages (validation).
 */
export const SHELL_NAMESPACES = ['common', 'nav', 'misc', 'validation'];

const BUNDLED: Record<string, ResourceKey> = {
  common: idCommon,
  nav: idNav,
  misc: idMisc,
  validation: idValidation,
};

/** i18next's loader for every other file; a namespace a language lacks reads as empty. */
const localeFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = bundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (file) => callback(null, file.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function isRtl(lang: string): boolean {
  return RTL_LOCALES.includes(lang as TLocale);
}

/**
 * Starts i18n in `lang` with `namespaces` (every one when not told, as tests want) loaded, in that
 * language and in Indonesian behind it.
 */
export async function initI18n(lang: TLocale, namespaces: string[] = NAMESPACES): Promise<typeof i18n> {
  await i18n
    .use(localeFiles)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: [...new Set([...SHELL_NAMESPACES, ...namespaces])],
      defaultNS: 'common',
      resources: { [DEFAULT_LOCALE]: BUNDLED },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  document.documentElement.lang = lang;
  return i18n;
}

/** Downloads the namespaces a screen reads, in the current language and its fallback. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length) await i18n.loadNamespaces([...namespaces]);
}

/** Switches language once every namespace loaded so far is there in the new one. */
export async function changeLanguage(lang: TLocale): Promise<void> {
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/**
 * API and form messages arrive in Indonesian (the shared contracts and the server write them so);
 * other languages translate them in the "validation" namespace, keyed by the Indonesian sentence.
 */
export function translateMessage(message: string): string {
  return i18n.t(message, {
    ns: 'validation',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  });
}

export { i18n };
