import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTemplate } from '@undangin/shared/templates/schemas';
import { toApiProblem } from '../../../lib/api-error';
import { useTemplates } from '../api/get-templates';
import { TemplateCard } from './template-card';
import { applyTemplateFilter, TemplateFilters, type TTemplateFilter } from './template-filters';

/**
 * The collection couples choose from: the active templates, filtered, each with its demo. What
 * "use" does is the caller's: putting a template on an invitation belongs to the invitations.
 */
export function TemplateCollection({ onUse }: { onUse: (template: TTemplate) => void }) {
  const { t } = useTranslation('templates');
  const templates = useTemplates();
  const [filter, setFilter] = useState<TTemplateFilter>({ category: '', tier: 'all' });
  const offered = useMemo(() => (templates.data ?? []).filter((template) => template.active), [templates.data]);
  const categories = useMemo(() => [...new Set(offered.map((template) => template.category))].sort(), [offered]);
  const shown = applyTemplateFilter(offered, filter);

  return (
    <Box component="section" aria-label={t('collection.label')}>
      <TemplateFilters value={filter} categories={categories} onChange={setFilter} />
      {templates.isError && (
        <Alert severity="error" action={<Button onClick={() => void templates.refetch()}>{t('collection.retry')}</Button>}>
          {toApiProblem(templates.error).message}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }} aria-busy={templates.isPending}>
        {templates.isPending && [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 5', blockSize: 'auto' }} />)}
        {shown.map((template) => (
          <TemplateCard key={template.id} template={template} onUse={onUse} />
        ))}
      </Box>
      {templates.data && shown.length === 0 && (
        <Alert
          severity="info"
          action={<Button onClick={() => setFilter({ category: '', tier: 'all' })}>{t('collection.clearFilters')}</Button>}
        >
          {t('collection.empty')}
        </Alert>
      )}
    </Box>
  );
}
