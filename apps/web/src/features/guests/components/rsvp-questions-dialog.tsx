import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isChoiceKind,
  RSVP_QUESTION_KINDS,
  RSVP_QUESTION_LIMITS,
  RSVP_QUESTION_PER,
  type TRsvpQuestion,
  type TRsvpQuestionKind,
  type TRsvpQuestionPer,
  type TRsvpQuestionsSave,
} from '@undangin/shared/invitations/rsvp-questions';
import { toApiProblem } from '../../../lib/api-error';
import { useRsvpQuestions } from '../api/get-rsvp-questions';
import { useSaveRsvpQuestions } from '../api/save-rsvp-questions';

type TDraftOption = { id?: string; labelId: string; labelEn: string };
type TDraft = {
  /** The list's own key for React; the server's id once saved. */
  key: string;
  id?: string;
  kind: TRsvpQuestionKind;
  labelId: string;
  labelEn: string;
  required: boolean;
  per: TRsvpQuestionPer;
  eventId: string;
  options: TDraftOption[];
  min: string;
  max: string;
};

let drafted = 0;
const draftKey = () => `new-${(drafted += 1)}`;

function toDraft(question: TRsvpQuestion): TDraft {
  return {
    key: question.id,
    id: question.id,
    kind: question.kind,
    labelId: question.label.id,
    labelEn: question.label.en ?? '',
    required: question.required,
    per: question.per,
    eventId: question.eventId ?? '',
    options: question.options
      .filter((option) => !option.archived)
      .map((option) => ({ id: option.id, labelId: option.label.id, labelEn: option.label.en ?? '' })),
    min: question.min === null ? '' : String(question.min),
    max: question.max === null ? '' : String(question.max),
  };
}

const blankDraft = (): TDraft => ({
  key: draftKey(),
  kind: 'single',
  labelId: '',
  labelEn: '',
  required: true,
  per: 'person',
  eventId: '',
  options: [
    { labelId: '', labelEn: '' },
    { labelId: '', labelEn: '' },
  ],
  min: '',
  max: '',
});

function toSave(drafts: TDraft[]): TRsvpQuestionsSave {
  const bound = (value: string) => (value.trim() === '' ? null : Number(value));
  return {
    questions: drafts.map((draft) => ({
      ...(draft.id ? { id: draft.id } : {}),
      kind: draft.kind,
      label: { id: draft.labelId, ...(draft.labelEn.trim() ? { en: draft.labelEn } : {}) },
      required: draft.required,
      per: draft.per,
      eventId: draft.eventId || null,
      options: isChoiceKind(draft.kind)
        ? draft.options.map((option) => ({
            ...(option.id ? { id: option.id } : {}),
            label: { id: option.labelId, ...(option.labelEn.trim() ? { en: option.labelEn } : {}) },
          }))
        : [],
      ...(draft.kind === 'number' ? { min: bound(draft.min), max: bound(draft.max) } : {}),
    })),
  };
}

type TEvent = { id: string; label: string };

/**
 * The couple's own RSVP questions (a menu, allergies, a number): added, edited, reordered and removed,
 * saved as one list. A removed question or option that guests already answered is kept by the server
 * as removed, with its answers.
 */
export function RsvpQuestionsDialog({
  invitationId,
  events,
  onClose,
}: {
  invitationId: string;
  events: TEvent[];
  onClose: () => void;
}) {
  const { t } = useTranslation('guests');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const current = useRsvpQuestions(invitationId);
  const save = useSaveRsvpQuestions(invitationId);
  const [drafts, setDrafts] = useState<TDraft[] | null>(null);
  const list = drafts ?? current.data?.questions.filter((question) => !question.archived).map(toDraft) ?? [];
  const problem = save.isError ? toApiProblem(save.error) : null;
  const errorOf = (path: string) => problem?.fieldErrors[path];

  const change = (index: number, patch: Partial<TDraft>) =>
    setDrafts(list.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...list];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setDrafts(next);
  };
  const changeOption = (index: number, optionIndex: number, patch: Partial<TDraftOption>) =>
    change(index, {
      options: list[index]!.options.map((option, at) =>
        at === optionIndex ? { ...option, ...patch } : option,
      ),
    });

  const submit = async () => {
    await save.mutateAsync(toSave(list));
    setDrafts(null);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle>{t('questions.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('questions.intro')}
        </Typography>
        {problem && <Alert severity="error">{problem.message}</Alert>}
        {current.isError && <Alert severity="error">{toApiProblem(current.error).message}</Alert>}
        {list.length === 0 && current.isSuccess && (
          <Typography color="text.secondary">{t('questions.empty')}</Typography>
        )}
        {list.map((draft, index) => {
          const at = `questions.${index}`;
          const answered = draft.id ? (current.data?.answered[draft.id] ?? 0) : 0;
          const name = draft.labelId.trim() || t('questions.untitled', { n: index + 1 });
          return (
            <Paper
              key={draft.key}
              variant="outlined"
              component="section"
              aria-label={name}
              sx={{ p: 2, display: 'grid', gap: 1.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Typography variant="subtitle2" sx={{ flex: 1 }}>
                  {t('questions.number', { n: index + 1 })}
                  {answered > 0 && ` · ${t('questions.answered', { count: answered })}`}
                </Typography>
                <IconButton
                  aria-label={t('questions.moveUp', { name })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpward />
                </IconButton>
                <IconButton
                  aria-label={t('questions.moveDown', { name })}
                  disabled={index === list.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownward />
                </IconButton>
                <IconButton
                  aria-label={t('questions.remove', { name })}
                  onClick={() => setDrafts(list.filter((_, i) => i !== index))}
                >
                  <DeleteOutlined />
                </IconButton>
              </Box>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField
                  label={t('questions.labelId')}
                  value={draft.labelId}
                  onChange={(event) => change(index, { labelId: event.target.value })}
                  error={Boolean(errorOf(`${at}.label.id`))}
                  helperText={errorOf(`${at}.label.id`)}
                  slotProps={{ htmlInput: { maxLength: RSVP_QUESTION_LIMITS.label } }}
                />
                <TextField
                  label={t('questions.labelEn')}
                  value={draft.labelEn}
                  onChange={(event) => change(index, { labelEn: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: RSVP_QUESTION_LIMITS.label, lang: 'en' } }}
                />
                <TextField
                  select
                  label={t('questions.kind')}
                  value={draft.kind}
                  onChange={(event) => change(index, { kind: event.target.value as TRsvpQuestionKind })}
                  error={Boolean(errorOf(`${at}.kind`))}
                  helperText={errorOf(`${at}.kind`)}
                >
                  {RSVP_QUESTION_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {t(`questions.kinds.${kind}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label={t('questions.per')}
                  value={draft.per}
                  onChange={(event) => change(index, { per: event.target.value as TRsvpQuestionPer })}
                >
                  {RSVP_QUESTION_PER.map((per) => (
                    <MenuItem key={per} value={per}>
                      {t(`questions.pers.${per}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label={t('questions.session')}
                  value={draft.eventId}
                  onChange={(event) => change(index, { eventId: event.target.value })}
                  error={Boolean(errorOf(`${at}.eventId`))}
                  helperText={errorOf(`${at}.eventId`)}
                >
                  <MenuItem value="">{t('questions.allSessions')}</MenuItem>
                  {events.map((event) => (
                    <MenuItem key={event.id} value={event.id}>
                      {event.label}
                    </MenuItem>
                  ))}
                </TextField>
                <FormControlLabel
                  control={
                    <Switch
                      checked={draft.required}
                      onChange={(event) => change(index, { required: event.target.checked })}
                    />
                  }
                  label={t('questions.required')}
                />
              </Box>
              {draft.kind === 'number' && (
                <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
                  <TextField
                    type="number"
                    label={t('questions.min')}
                    value={draft.min}
                    onChange={(event) => change(index, { min: event.target.value })}
                    error={Boolean(errorOf(`${at}.min`))}
                    helperText={errorOf(`${at}.min`)}
                  />
                  <TextField
                    type="number"
                    label={t('questions.max')}
                    value={draft.max}
                    onChange={(event) => change(index, { max: event.target.value })}
                    error={Boolean(errorOf(`${at}.max`))}
                    helperText={errorOf(`${at}.max`)}
                  />
                </Box>
              )}
              {isChoiceKind(draft.kind) && (
                <Box sx={{ display: 'grid', gap: 1 }} role="group" aria-label={t('questions.options')}>
                  <Typography variant="body2" color={errorOf(`${at}.options`) ? 'error' : 'text.secondary'}>
                    {errorOf(`${at}.options`) ?? t('questions.options')}
                  </Typography>
                  {draft.options.map((option, optionIndex) => (
                    <Box
                      key={option.id ?? `n${optionIndex}`}
                      sx={{
                        display: 'grid',
                        gap: 1,
                        // On a phone the English label goes under the Indonesian one: side by side, both
                        // fields were too narrow for their labels.
                        gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' },
                        alignItems: 'start',
                      }}
                    >
                      <TextField
                        size="small"
                        label={t('questions.option', { n: optionIndex + 1 })}
                        value={option.labelId}
                        onChange={(event) =>
                          changeOption(index, optionIndex, { labelId: event.target.value })
                        }
                        error={Boolean(errorOf(`${at}.options.${optionIndex}.label.id`))}
                        helperText={errorOf(`${at}.options.${optionIndex}.label.id`)}
                        slotProps={{ htmlInput: { maxLength: RSVP_QUESTION_LIMITS.optionLabel } }}
                      />
                      <TextField
                        size="small"
                        label={t('questions.optionEn', { n: optionIndex + 1 })}
                        value={option.labelEn}
                        onChange={(event) =>
                          changeOption(index, optionIndex, { labelEn: event.target.value })
                        }
                        slotProps={{ htmlInput: { maxLength: RSVP_QUESTION_LIMITS.optionLabel, lang: 'en' } }}
                        sx={{ gridColumn: { xs: 1, sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
                      />
                      <IconButton
                        sx={{ gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}
                        aria-label={t('questions.removeOption', { n: optionIndex + 1 })}
                        onClick={() =>
                          change(index, { options: draft.options.filter((_, i) => i !== optionIndex) })
                        }
                      >
                        <Close />
                      </IconButton>
                    </Box>
                  ))}
                  <Button
                    size="small"
                    startIcon={<Add />}
                    sx={{ justifySelf: 'start' }}
                    disabled={draft.options.length >= RSVP_QUESTION_LIMITS.optionsMax}
                    onClick={() =>
                      change(index, { options: [...draft.options, { labelId: '', labelEn: '' }] })
                    }
                  >
                    {t('questions.addOption')}
                  </Button>
                </Box>
              )}
            </Paper>
          );
        })}
        <Button
          variant="outlined"
          startIcon={<Add />}
          sx={{ justifySelf: 'start' }}
          disabled={list.length >= RSVP_QUESTION_LIMITS.questions || !current.isSuccess}
          onClick={() => setDrafts([...list, blankDraft()])}
        >
          {t('questions.add')}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit().catch(() => undefined)}
          disabled={save.isPending || !current.isSuccess}
        >
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
