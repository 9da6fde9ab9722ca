import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@undangin/shared/constants';
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
 *
 * Voice, for every new text: the couple's screens say "kamu" (informal, as a friend would), and whatever
 * speaks to a guest (the invitation page, messages the couple sends) says "Anda"; never mix the two.
 */
const bundles = import.meta.glob<{ default: ResourceKey }>([
  '../locales/*/*.json',
  // Inside the app already (BUNDLED below): never downloaded, so not offered as a download either.
  '!../locales/id/{common,nav,misc,validation}.json',
]);

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

type TMessagePattern = { key: string; names: string[]; regex: RegExp };

/** The keys of a validation file that hold {{values}}, as regular expressions; compiled once per file. */
const compiledPatterns = new WeakMap<object, TMessagePattern[]>();

function messagePatterns(bundle: Record<string, unknown> | undefined): TMessagePattern[] {
  if (!bundle) return [];
  let patterns = compiledPatterns.get(bundle);
  if (!patterns) {
    patterns = Object.keys(bundle)
      .filter((key) => key.includes('{{'))
      .map((key) => {
        const names: string[] = [];
        const source = key
          .split(/\{\{\s*(\w+)\s*\}\}/)
          .map((part, index) => {
            if (index % 2 === 1) {
              names.push(part);
              return '(.+?)';
            }
            return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          })
          .join('');
        return { key, names, regex: new RegExp(`^${source}$`, 'u') };
      });
    compiledPatterns.set(bundle, patterns);
  }
  return patterns;
}

/**
 * API and form messages arrive in Indonesian (the shared contracts and the server write them so);
 * other languages translate them in the "validation" namespace, keyed by the Indonesian sentence.
 * A sentence carrying a value only known at run time (a package's name, a photo's size) is keyed by
 * its pattern, the value written as {{name}}, and the value is carried into the translation.
 */
export function translateMessage(message: string): string {
  const options = { ns: 'validation', keySeparator: false, nsSeparator: false } as const;
  if (i18n.exists(message, options)) return i18n.t(message, options);
  const bundle = i18n.getResourceBundle(i18n.resolvedLanguage ?? i18n.language, 'validation') as
    Record<string, unknown> | undefined;
  for (const pattern of messagePatterns(bundle)) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(pattern.names.map((name, index) => [name, match[index + 1]]));
    return i18n.t(pattern.key, { ...options, ...values, defaultValue: message });
  }
  return message;
}

export { i18n };
