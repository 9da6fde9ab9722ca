import { useState } from 'react';

/**
 * Which record a section's form dialog is open for: a new one (`record` null), an existing one,
 * or none (`open` false).
 */
export function useRecordDialog<T>() {
  const [state, setState] = useState<{ record: T | null } | null>(null);
  return {
    open: state !== null,
    record: state?.record ?? null,
    create: () => setState({ record: null }),
    edit: (record: T) => setState({ record }),
    close: () => setState(null),
  };
}
