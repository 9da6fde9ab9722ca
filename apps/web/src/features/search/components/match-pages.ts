import type { TSearchPage } from './search-types';

/** Folds case and accents so "kelola" finds "Kelola Tamu" and "transaksi" finds "Transaksi". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Pages whose translated title contains every word of the query, allowed ones only. */
export function matchPages(
  pages: TSearchPage[],
  query: string,
  translate: (key: string) => string,
  can: (action?: string, subject?: string) => boolean,
): (TSearchPage & { label: string })[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  return pages
    .filter((p) => can(p.action, p.subject))
    .map((p) => ({ ...p, label: translate(p.title) }))
    .filter((p) => words.every((w) => normalize(`${p.label} ${p.to}`).includes(w)));
}
