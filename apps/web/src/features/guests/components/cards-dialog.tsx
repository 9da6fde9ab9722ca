import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_LIMITS, type TGuestFilters } from '@undangin/shared/guests/schemas';
import { usePrintCards } from '../api/print-cards';
import { ChoiceGroup } from './choice-group';
import { DownloadDialog } from './download-dialog';

const SCOPES = ['filtered', 'group', 'all'] as const;
type TScope = (typeof SCOPES)[number];

/**
 * The QR cards PDF: of chosen guests (one, or the selection), or of the list as it is filtered now,
 * one group, or everyone.
 */
export function CardsDialog({
  invitationId,
  filters,
  ids,
  name,
  groups,
  onClose,
}: {
  invitationId: string;
  filters: TGuestFilters;
  ids: string[];
  /** The one guest's name when the cards are for one guest. */
  name?: string;
  groups: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('guests');
  const [scope, setScope] = useState<TScope>('filtered');
  const [group, setGroup] = useState(groups[0] ?? '');
  const print = usePrintCards(invitationId);
  const chosen = ids.length > 0;
  const printCards = () => {
    if (chosen) return print.mutateAsync({ ids, filters: {} });
    if (scope === 'group') return print.mutateAsync({ filters: { group } });
    return print.mutateAsync({ filters: scope === 'all' ? {} : filters });
  };
  return (
    <DownloadDialog
      title={t('cards.title')}
      action={t('cards.download')}
      pending={print.isPending}
      error={print.error}
      onDownload={printCards}
      onClose={onClose}
    >
      <DialogContentText>{t('cards.about')}</DialogContentText>
      {chosen ? (
        <DialogContentText>
          {name ? t('cards.one', { name }) : t('cards.selected', { count: ids.length })}
        </DialogContentText>
      ) : (
        <ChoiceGroup
          id="cards-scope"
          label={t('cards.who')}
          choices={SCOPES}
          labelOf={(value) => t(`cards.scopes.${value}`)}
          disabledOf={(value) => value === 'group' && groups.length === 0}
          value={scope}
          onChange={setScope}
        >
          {scope === 'group' && (
            <TextField
              select
              label={t('form.group')}
              value={group}
              onChange={(event) => setGroup(event.target.value)}
              sx={{ mt: 1 }}
            >
              {groups.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          )}
        </ChoiceGroup>
      )}
      <DialogContentText variant="body2">
        {t('cards.limit', { max: GUEST_LIMITS.cardsMax })}
      </DialogContentText>
    </DownloadDialog>
  );
}
