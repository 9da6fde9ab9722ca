import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

type TProps = Omit<IconButtonProps, 'aria-label' | 'title'> & {
  /** The hint shown on hover: what the button does. */
  title: string;
  /** The accessible name: what it does to which row. */
  label: string;
  /** A link's address, for an action that opens a page. */
  href?: string;
  target?: string;
  rel?: string;
};

/**
 * An icon button of a table row with its hint. A button that may be disabled sits in a span, since a
 * disabled button takes no hover and its hint (why it is disabled) would never show.
 */
export function RowAction({ title, label, ...button }: TProps) {
  const action = <IconButton aria-label={label} {...button} />;
  return <Tooltip title={title}>{button.disabled === undefined ? action : <span>{action}</span>}</Tooltip>;
}
