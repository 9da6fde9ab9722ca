import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type TLocale } from '@undangin/shared/constants';

/**
 * One JSON file per language and area (src/locales/<lang>/<namespace>.json), so each area adds its
 * own strings without touching another's. A language is loaded as a whole before it is shown; the
 * default language, Indonesian, is also the fallback.
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

function bundlesOf(
  lang: TLocale,
): { ns: string; load: () => Promise<{ default: Record<string, unknown> }> }[] {
  return Object.entries(bundles)
    .map(([path, load]) => {
      const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
      return match?.[1] === lang && match[2] ? { ns: match[2], load } : null;
    })
    .filter((b) => b !== null);
}

export const NAMESPACES = [
  ...new Set(Object.keys(bundles).map((path) => /\/([^/]+)\.json$/.exec(path)?.[1] ?? 'common')),
];

const loaded = new Set<TLocale>();

async function loadLanguage(lang: TLocale): Promise<void> {
  if (loaded.has(lang)) return;
  const files = await Promise.all(
    bundlesOf(lang).map(async (b) => ({ ns: b.ns, data: (await b.load()).default })),
  );
  for (const { ns, data } of files) i18n.addResourceBundle(lang, ns, data, true, true);
  loaded.add(lang);
}

export function isRtl(lang: string): boolean {
  return RTL_LOCALES.includes(lang as TLocale);
}

export async function initI18n(lang: TLocale): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await Promise.all([loadLanguage(lang), loadLanguage(DEFAULT_LOCALE as TLocale)]);
  document.documentElement.lang = lang;
  return i18n;
}

export async function changeLanguage(lang: TLocale): Promise<void> {
  await loadLanguage(lang);
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
