import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import {
  GUEST_NO_GROUP,
  RSVP_FILTERS,
  type TGuestFilters,
  type TGuestStats,
} from '@undangin/shared/guests/schemas';
import {
  isChoiceKind,
  questionHeading,
  REMOVED_MARK,
  type TRsvpQuestion,
} from '@undangin/shared/invitations/rsvp-questions';
import { FilterSelect } from '../../../components/filter-select';
import { SearchField } from '../../../components/search-field';

type TYesNoKey = 'sent' | 'opened' | 'checkedIn';

/** Search and the list's filters: group, session, sent, opened, RSVP answer, checked in and a question's option. */
export function GuestFiltersBar({
  search,
  onSearch,
  filters,
  onChange,
  stats,
  questions = [],
}: {
  search: string;
  onSearch: (value: string) => void;
  filters: TGuestFilters;
  onChange: (filters: TGuestFilters) => void;
  stats: TGuestStats | undefined;
  /** The couple's choice questions give a filter by the option a guest chose. */
  questions?: TRsvpQuestion[];
}) {
  const { t } = useTranslation('guests');
  const set = <K extends keyof TGuestFilters>(key: K, value: string) =>
    onChange({ ...filters, [key]: value === '' ? undefined : value });
  const yesNo = (key: TYesNoKey) => (
    <FilterSelect
      label={t(`filters.${key}`)}
      value={filters[key] ?? ''}
      onChange={(value) => set(key, value)}
      allLabel={t('filters.all')}
      options={[
        { value: 'yes', label: t(`filters.${key}Yes`) },
        { value: 'no', label: t(`filters.${key}No`) },
      ]}
      minWidth={140}
    />
  );
  const answerOptions = questions
    .filter((question) => isChoiceKind(question.kind))
    .flatMap((question) =>
      question.options.map((option) => ({
        value: `${question.id}.${option.id}`,
        label: `${questionHeading(question)}: ${option.label.id}${option.archived ? ` ${REMOVED_MARK.option}` : ''}`,
      })),
    );
  const active = Object.values(filters).some((value) => value !== undefined && value !== '');
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
      <SearchField
        label={t('filters.search')}
        value={search}
        onChange={onSearch}
        sx={{ minWidth: 220, flex: '1 1 220px', maxWidth: 360 }}
      />
      <FilterSelect
        label={t('filters.group')}
        value={filters.group ?? ''}
        onChange={(value) => set('group', value)}
        allLabel={t('filters.all')}
        options={(stats?.groups ?? []).map((row) => ({
          value: row.group ?? GUEST_NO_GROUP,
          label: row.group ?? t('groups.none'),
        }))}
        minWidth={150}
      />
      {stats && stats.events.length > 1 && (
        <FilterSelect
          label={t('filters.session')}
          value={filters.eventId ?? ''}
          onChange={(value) => set('eventId', value)}
          allLabel={t('filters.all')}
          options={stats.events.map((event) => ({ value: event.eventId, label: event.label }))}
          minWidth={150}
        />
      )}
      {yesNo('sent')}
      {yesNo('opened')}
      <FilterSelect
        label={t('filters.rsvp')}
        value={filters.rsvp ?? ''}
        onChange={(value) => set('rsvp', value)}
        allLabel={t('filters.all')}
        options={RSVP_FILTERS.map((answer) => ({ value: answer, label: t(`rsvp.${answer}`) }))}
        minWidth={150}
      />
      {yesNo('checkedIn')}
      {answerOptions.length > 0 && (
        <FilterSelect
          label={t('filters.answer')}
          value={filters.answer ?? ''}
          onChange={(value) => set('answer', value)}
          allLabel={t('filters.all')}
          options={answerOptions}
          minWidth={180}
        />
      )}
      {active && (
        <Button onClick={() => onChange({})} size="small">
          {t('filters.clear')}
        </Button>
      )}
    </Box>
  );
}
