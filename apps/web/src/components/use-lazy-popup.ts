import { useId, useState } from 'react';

/**
 * State for a button that opens a popup whose code loads on the first open: `requested` turns
 * true then and stays true, so the popup can be lazy and still animate its later closes.
 */
export function useLazyPopup() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const id = useId();
  return {
    id,
    anchor,
    requested,
    open: (element: HTMLElement) => {
      setRequested(true);
      setAnchor(element);
    },
    close: () => setAnchor(null),
    /** The ARIA attributes of the button that opens it. */
    triggerProps: (popup: 'menu' | 'dialog') => ({
      'aria-haspopup': popup,
      'aria-expanded': !!anchor,
      'aria-controls': anchor ? id : undefined,
    }),
  };
}
