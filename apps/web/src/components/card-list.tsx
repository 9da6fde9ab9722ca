import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '@undangin/shared/constants';

/** One labelled value of a card, below its title and states. */
export type TCardField<R> = { key: string; label: ReactNode; value: (row: R) => ReactNode };

/** How a row reads as a card: its name first, its key states as chips, its details, its actions. */
export type TCardLayout<R> = {
  title: (row: R) => ReactNode;
  status?: (row: R) => ReactNode;
  fields?: TCardField<R>[];
  actions?: (row: R) => ReactNode;
};

export type TCardSort = {
  /** The fields a list can be sorted by, with the names their columns carry. */
  options: { field: string; label: string }[];
  field: string;
  order: 'asc' | 'desc';
  onChange: (field: string, order: 'asc' | 'desc') => void;
};

export type TCardPaging = {
  /** 1-based, as the API counts pages. */
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number, perPage: number) => void;
};

type TProps<R> = TCardLayout<R> & {
  /** The list's accessible name, the one its table carries on a wider screen. */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  loading?: boolean;
  /** Shown instead of cards when there are no rows (and none are loading). */
  emptyLabel: ReactNode;
  sort?: TCardSort;
  paging?: TCardPaging;
  /** Rows picked for a bulk action: a checkbox on each card. */
  selection?: {
    isSelected: (row: R) => boolean;
    onToggle: (row: R, selected: boolean) => void;
    label: (row: R) => string;
  };
};

/** Whether the screen is a phone's (below MUI's sm, 600 px), where a table's rows become cards. */
export function usePhoneLayout() {
  // Read at once (noSsr): a first desktop pass would lay out the whole grid before the cards replace it.
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}

/** A value is shown on a card only when it says something: an empty cell is left out, not labelled. */
const isBlank = (value: ReactNode) =>
  value === '' || value === null || value === undefined || value === false;

/**
 * A table's rows as cards for a phone, where columns would run off the screen: each card shows the
 * row's name, its states and every action as a button, with the table's own sorting and paging.
 */
export function CardList<R>({
  label,
  rows,
  rowKey,
  loading = false,
  emptyLabel,
  sort,
  paging,
  selection,
  title,
  status,
  fields = [],
  actions,
}: TProps<R>) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {sort && sort.options.length > 0 && <CardSortBar sort={sort} />}
      <Box sx={{ minHeight: 4 }}>{loading && <LinearProgress aria-label={t('loading')} />}</Box>
      <Box
        component="ul"
        aria-label={label}
        aria-busy={loading}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {rows.map((row) => {
          const shown = fields
            .map((field) => ({ field, value: field.value(row) }))
            .filter(({ value }) => !isBlank(value));
          const chips = status?.(row);
          return (
            <Paper
              key={rowKey(row)}
              component="li"
              variant="outlined"
              sx={{ p: 1.5, display: 'grid', gap: 1, minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
                {selection && (
                  <Checkbox
                    size="small"
                    sx={{ m: -0.75 }}
                    checked={selection.isSelected(row)}
                    onChange={(event) => selection.onToggle(row, event.target.checked)}
                    slotProps={{ input: { 'aria-label': selection.label(row) } }}
                  />
                )}
                <Box sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {title(row)}
                </Box>
              </Box>
              {!isBlank(chips) && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>{chips}</Box>
              )}
              {shown.length > 0 && (
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
                    columnGap: 1.5,
                    rowGap: 0.5,
                    typography: 'body2',
                  }}
                >
                  {shown.map(({ field, value }) => (
                    <Fragment key={field.key}>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {field.label}
                      </Box>
                      <Box
                        component="dd"
                        sx={{
                          m: 0,
                          minWidth: 0,
                          overflowWrap: 'anywhere',
                          // A switch as the value lines up with its label, not with its own padding.
                          '& > .MuiSwitch-root:only-child': { my: -1, marginInlineStart: -1.5 },
                        }}
                      >
                        {value}
                      </Box>
                    </Fragment>
                  ))}
                </Box>
              )}
              {actions && (
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 0.5,
                    alignItems: 'center',
                    pt: 1,
                    borderBlockStart: 1,
                    borderColor: 'divider',
                  }}
                >
                  {actions(row)}
                </Box>
              )}
            </Paper>
          );
        })}
      </Box>
      {!loading && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {emptyLabel}
        </Typography>
      )}
      {paging && (
        <TablePagination
          component="div"
          count={paging.total}
          page={Math.max(0, paging.page - 1)}
          rowsPerPage={paging.perPage}
          rowsPerPageOptions={[...TABLE_PAGE_SIZES]}
          onPageChange={(_event, page) => paging.onChange(page + 1, paging.perPage)}
          onRowsPerPageChange={(event) => paging.onChange(1, Number(event.target.value))}
          // A phone's width holds the counts and the buttons only when the row may wrap.
          sx={{
            '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0, justifyContent: 'flex-end' },
            '& .MuiTablePagination-spacer': { display: 'none' },
          }}
        />
      )}
    </Box>
  );
}

/** The sort of a card list: the field, as its column is named, and the direction. */
function CardSortBar({ sort }: { sort: TCardSort }) {
  const { t } = useTranslation();
  const ascending = sort.order === 'asc';
  const known = sort.options.some((option) => option.field === sort.field);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('cardList.sortBy')}
        value={known ? sort.field : ''}
        onChange={(event) => sort.onChange(event.target.value, sort.order)}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {!known && (
          <MenuItem value="" disabled>
            {t('cardList.defaultSort')}
          </MenuItem>
        )}
        {sort.options.map((option) => (
          <MenuItem key={option.field} value={option.field}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={ascending ? t('cardList.ascending') : t('cardList.descending')}
        title={ascending ? t('cardList.ascending') : t('cardList.descending')}
        onClick={() => sort.onChange(sort.field, ascending ? 'desc' : 'asc')}
      >
        {ascending ? <ArrowUpward /> : <ArrowDownward />}
      </IconButton>
    </Box>
  );
}
