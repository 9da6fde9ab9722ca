import type { UIMatch } from 'react-router';

type TMetaHandle = { meta?: { layoutWrapperClasses?: string } };

/** The current route's layoutWrapperClasses meta (spec §3), for the layout's content wrapper. */
export function layoutWrapperClassesOf(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const classes = (matches[i]?.handle as TMetaHandle | undefined)?.meta?.layoutWrapperClasses;
    if (classes) return classes;
  }
  return undefined;
}
