import type { GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';

/**
 * A server table's sort, kept on the screen: `fieldOf` names the API's sort field for a column (null
 * where the API does not sort by it), clearing the sort falls back to the newest first by `fallback`,
 * and every change goes back to the first page (`onChange`). `grid` is what the table takes.
 */
export function useServerSort<F extends string>(
  fallback: F,
  fieldOf: (column: string) => F | null,
  onChange: () => void,
) {
  const initial: GridSortModel = [{ field: fallback, sort: 'desc' }];
  const [sortModel, setSortModel] = useState<GridSortModel>(initial);
  const first = sortModel[0];
  return {
    sortBy: (first && fieldOf(first.field)) || fallback,
    orderBy: first?.sort ?? 'desc',
    grid: {
      sortModel,
      onSortModelChange: (model: GridSortModel) => {
        setSortModel(model.length ? model : initial);
        onChange();
      },
    },
  };
}
