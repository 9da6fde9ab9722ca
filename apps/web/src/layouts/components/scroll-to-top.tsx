import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_TOP_THRESHOLD } from '@undangin/shared/constants';

/** Whether the focused element takes typing, when a phone's keyboard leaves little room to cover. */
const isTyping = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

/**
 * Appears once the page is scrolled more than 200 px (spec §2); hidden, it is out of reach. It steps
 * aside while someone types, and the layout leaves room below the last control, so it covers none.
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [scrolled, setScrolled] = useState(false);
  const [typing, setTyping] = useState(false);
  const show = scrolled && !typing;
  useEffect(() => {
    const onFocus = () => setTyping(isTyping(document.activeElement));
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onFocus);
    };
  }, []);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    // The first reading waits for the frame: read during the commit, scrollY forced a layout of the
    // whole page inside React's task (66 ms of one long task on a slow phone's dashboard).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <Fab
      color="primary"
      size="medium"
      aria-label={t('scrollToTop')}
      aria-hidden={!show}
      tabIndex={show ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      sx={{
        position: 'fixed',
        insetBlockEnd: 24,
        insetInlineEnd: 24,
        zIndex: (theme) => theme.zIndex.speedDial,
        transform: show ? 'scale(1)' : 'scale(0)',
        visibility: show ? 'visible' : 'hidden',
        transition: 'transform 200ms, visibility 200ms',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <KeyboardArrowUp />
    </Fab>
  );
}
