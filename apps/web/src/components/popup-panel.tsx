import Popover from '@mui/material/Popover';
import type { ReactNode } from 'react';

/** What a popup loaded on first open gets from useLazyPopup: its id, the button it hangs from, how to close. */
export type TPopupProps = { id: string; anchor: HTMLElement | null; onClose: () => void };

/** A small named dialog under its navbar button, aligned to the button's end. */
export function PopupPanel({
  id,
  anchor,
  onClose,
  label,
  width,
  focusable = false,
  children,
}: TPopupProps & {
  label: string;
  width: number;
  /** The panel itself takes the focus on open (its content may still be loading). */
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <Popover
      id={id}
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': label,
          tabIndex: focusable ? -1 : undefined,
          sx: { width, maxWidth: 'calc(100vw - 24px)' },
        },
      }}
    >
      {children}
    </Popover>
  );
}
