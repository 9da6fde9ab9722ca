import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { SCROLL_OFFSET_TO_HASH } from '@undangin/shared/constants';

/**
 * Spec §2: each navigation scrolls to the top, or smoothly to the hash target, 60 px above it so
 * the sticky navbar does not cover it.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  useLayoutEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_TO_HASH;
        window.scrollTo({ top, behavior: 'smooth' });
        return;
      }
    }
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash, key]);
  return null;
}
