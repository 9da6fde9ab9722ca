import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  GUEST_NO_GROUP,
  RSVP_FILTERS,
  type TGuestFilters,
  type TGuestStats,
} from '@undangin/shared/guests/schemas';

type TYesNoKey = 'sent' | 'opened' | 'checkedIn';

/** Search and the list's filters: group, session, sent, opened, RSVP answer and checked in. */
export function GuestFiltersBar({
  search,
  onSearch,
  filters,
  onChange,
  stats,
}: {
  search: string;
  onSearch: (value: string) => void;
  filters: TGuestFilters;
  onChange: (filters: TGuestFilters) => void;
  stats: TGuestStats | undefined;
}) {
  const { t } = useTranslation('guests');
  const set = <K extends keyof TGuestFilters>(key: K, value: string) =>
    onChange({ ...filters, [key]: value === '' ? undefined : value });
  const yesNo = (key: TYesNoKey) => (
    <TextField
      select
      size="small"
      label={t(`filters.${key}`)}
      value={filters[key] ?? ''}
      onChange={(event) => set(key, event.target.value)}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">{t('filters.all')}</MenuItem>
      <MenuItem value="yes">{t(`filters.${key}Yes`)}</MenuItem>
      <MenuItem value="no">{t(`filters.${key}No`)}</MenuItem>
    </TextField>
  );
  const active = Object.values(filters).some((value) => value !== undefined && value !== '');
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
      <TextField
        size="small"
        label={t('filters.search')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ minWidth: 220, flex: '1 1 220px', maxWidth: 360 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 100 },
        }}
      />
      <TextField
        select
        size="small"
        label={t('filters.group')}
        value={filters.group ?? ''}
        onChange={(event) => set('group', event.target.value)}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {stats?.groups.map((row) => (
          <MenuItem key={row.group ?? GUEST_NO_GROUP} value={row.group ?? GUEST_NO_GROUP}>
            {row.group ?? t('groups.none')}
          </MenuItem>
        ))}
      </TextField>
      {stats && stats.events.length > 1 && (
        <TextField
          select
          size="small"
          label={t('filters.session')}
          value={filters.eventId ?? ''}
          onChange={(event) => set('eventId', event.target.value)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {stats.events.map((event) => (
            <MenuItem key={event.eventId} value={event.eventId}>
              {event.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {yesNo('sent')}
      {yesNo('opened')}
      <TextField
        select
        size="small"
        label={t('filters.rsvp')}
        value={filters.rsvp ?? ''}
        onChange={(event) => set('rsvp', event.target.value)}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {RSVP_FILTERS.map((answer) => (
          <MenuItem key={answer} value={answer}>
            {t(`rsvp.${answer}`)}
          </MenuItem>
        ))}
      </TextField>
      {yesNo('checkedIn')}
      {active && (
        <Button onClick={() => onChange({})} size="small">
          {t('filters.clear')}
        </Button>
      )}
    </Box>
  );
}
