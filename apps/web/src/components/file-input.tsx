import type { RefObject } from 'react';

/** The hidden file picker behind an upload button; emptied after each choice so the same file can be chosen again. */
export function FileInput({
  inputRef,
  id,
  accept,
  multiple,
  label,
  onFiles,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  id?: string;
  accept: string;
  multiple?: boolean;
  /** Its name for assistive technology, where no visible label points at it. */
  label?: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <input
      id={id}
      ref={inputRef}
      type="file"
      accept={accept}
      multiple={multiple}
      hidden
      aria-label={label}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        event.target.value = '';
        onFiles(files);
      }}
    />
  );
}
