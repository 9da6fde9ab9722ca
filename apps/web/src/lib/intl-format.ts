/**
 * Intl formatters, made once per language and options. Making one costs far more than using it
 * (locale data is looked up each time), and screens format a value per card, per row and per render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<T>(cache: Map<string, T>, language: string, options: object, make: () => T): T {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, language, options, () => new Intl.NumberFormat(language, options));
}

export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(language, options));
}

export function relativeTimeFormat(
  language: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cached(relativeTimeFormats, language, options, () => new Intl.RelativeTimeFormat(language, options));
}

/**
 * Makes the number format for `language` while the main thread is idle. The first one a page makes
 * also loads the language's number data (about 50 ms on a slow phone): done while a screen's numbers
 * download, it stays out of the task that draws them.
 */
export function prepareNumberFormat(language: string): () => void {
  const prepare = () => void numberFormat(language);
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(prepare, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(prepare, 0);
  return () => clearTimeout(id);
}
