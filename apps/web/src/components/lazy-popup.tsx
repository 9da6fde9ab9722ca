import { Suspense, type ReactNode } from 'react';

/** Where a popup of useLazyPopup stands: nothing until first asked for, then its code loading unseen. */
export function LazyPopup({ popup, children }: { popup: { requested: boolean }; children: ReactNode }) {
  return popup.requested ? <Suspense fallback={null}>{children}</Suspense> : null;
}
