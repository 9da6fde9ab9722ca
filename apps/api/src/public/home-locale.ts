import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@undangin/shared';

const isLocale = (value: unknown): value is TLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The home page's language: `?lang=` when it names one of ours, else the browser's most preferred
 * language we have (Accept-Language by its q weights, `en-GB` counting as `en`), else Indonesian.
 */
export function homeLocale(lang: unknown, acceptLanguage: string | undefined): TLocale {
  if (isLocale(lang)) return lang;
  let best: { locale: TLocale; q: number } | undefined;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.split(';');
    const locale = tag.trim().toLowerCase().split('-')[0];
    const weight = params
      .map((param) => /^\s*q=(.*)$/i.exec(param)?.[1])
      .find((value) => value !== undefined);
    // A weight that is no number (NaN) is refused like q=0.
    const q = weight === undefined ? 1 : Number(weight);
    // Among equal weights the first listed wins, as the browser wrote them in its order of preference.
    if (isLocale(locale) && q > 0 && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
