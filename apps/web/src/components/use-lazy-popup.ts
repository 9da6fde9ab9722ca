import { useId, useState, type MouseEvent } from 'react';
import type { TPopupProps } from './popup-panel';

/**
 * State for a button that opens a popup whose code loads on the first open: `requested` turns
 * true then and stays true, so the popup can be lazy and still animate its later closes. The
 * button takes `triggerProps`, the popup `panel`.
 */
export function useLazyPopup() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const id = useId();
  const close = () => setAnchor(null);
  const panel: TPopupProps = { id, anchor, onClose: close };
  return {
    requested,
    close,
    panel,
    /** The ARIA attributes of the button that opens it, and its click that does. */
    triggerProps: (popup: 'menu' | 'dialog') => ({
      'aria-haspopup': popup,
      'aria-expanded': !!anchor,
      'aria-controls': anchor ? id : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setRequested(true);
        setAnchor(event.currentTarget);
      },
    }),
  };
}
