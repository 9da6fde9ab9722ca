import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TFigureRow = { key: string; name: string };

/**
 * A small table of counts: each row's name, then its figures right-aligned. `figures` names the row
 * fields to show, in order, each with the key of its column heading in the guests' strings.
 */
export function FiguresTable<R extends TFigureRow>({
  label,
  nameHeader,
  rows,
  figures,
  sx,
}: {
  label: string;
  nameHeader: string;
  rows: R[];
  figures: { [K in Exclude<keyof R, keyof TFigureRow>]?: string };
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('guests');
  const columns = Object.entries(figures) as [keyof R & string, string][];
  return (
    <Table size="small" aria-label={label} sx={sx}>
      <TableHead>
        <TableRow>
          <TableCell>{nameHeader}</TableCell>
          {columns.map(([field, heading]) => (
            <TableCell key={field} align="right">
              {t(heading)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{row.name}</TableCell>
            {columns.map(([field]) => (
              <TableCell key={field} align="right">
                {row[field] as ReactNode}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
