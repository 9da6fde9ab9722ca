import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';

/** Moves an item of a section's list one place up or down: the first cannot go up, the last not down. */
export function MoveButtons({
  index,
  count,
  move,
  upLabel,
  downLabel,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  upLabel: string;
  downLabel: string;
}) {
  return (
    <>
      <IconButton
        aria-label={upLabel}
        onClick={() => move(index, index - 1)}
        disabled={index === 0}
        size="small"
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={downLabel}
        onClick={() => move(index, index + 1)}
        disabled={index === count - 1}
        size="small"
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </>
  );
}
