import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';
import { FileInput } from './file-input';

/**
 * A picture's buttons (a profile photo, a template's thumbnail): one opens the file picker, the
 * other removes the picture, offered only while there is one to remove.
 */
export function PictureButtons({
  chooseLabel,
  chooseIcon,
  chooseVariant,
  choosing,
  inputLabel,
  accept,
  onChoose,
  removeLabel,
  removing,
  onRemove,
}: {
  chooseLabel: string;
  chooseIcon: ReactNode;
  chooseVariant: ButtonProps['variant'];
  choosing?: boolean;
  inputLabel: string;
  accept: string;
  onChoose: (file: File) => void;
  removeLabel: string;
  removing: boolean;
  /** Absent while there is no picture to remove. */
  onRemove?: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant={chooseVariant}
          startIcon={chooseIcon}
          loading={choosing}
          onClick={() => input.current?.click()}
        >
          {chooseLabel}
        </Button>
        {onRemove && (
          <Button color="error" startIcon={<DeleteOutlined />} loading={removing} onClick={onRemove}>
            {removeLabel}
          </Button>
        )}
      </Box>
      <FileInput
        inputRef={input}
        accept={accept}
        label={inputLabel}
        onFiles={([file]) => {
          if (file) onChoose(file);
        }}
      />
    </>
  );
}
