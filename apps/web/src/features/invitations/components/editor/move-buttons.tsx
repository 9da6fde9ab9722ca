import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/**
 * Moves an item of a section's list one place up or down: the first cannot go up, the last not down.
 * The buttons are named by the section's strings, `<strings>.moveUp` and `<strings>.moveDown`.
 */
export function MoveButtons({
  index,
  count,
  move,
  strings,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  strings: 'events' | 'story';
}) {
  const { t } = useTranslation('invitations');
  return (
    <>
      <IconButton
        aria-label={t(`${strings}.moveUp`)}
        onClick={() => move(index, index - 1)}
        disabled={index === 0}
        size="small"
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={t(`${strings}.moveDown`)}
        onClick={() => move(index, index + 1)}
        disabled={index === count - 1}
        size="small"
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </>
  );
}
