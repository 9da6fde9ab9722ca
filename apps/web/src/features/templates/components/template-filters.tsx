import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { TTemplateTierName } from '@undangin/shared/templates/schemas';

export type TTemplateFilter = { category: string; tier: 'all' | TTemplateTierName };

type TTemplateFiltersProps = {
  value: TTemplateFilter;
  categories: readonly string[];
  onChange: (value: TTemplateFilter) => void;
};

/** Category and tier, the two ways couples narrow the collection down. */
export function TemplateFilters({ value, categories, onChange }: TTemplateFiltersProps) {
  const { t } = useTranslation('templates');
  return (
    <Box role="search" aria-label={t('filters.label')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
      <TextField
        select
        size="small"
        label={t('filters.category')}
        value={value.category}
        onChange={(event) => onChange({ ...value, category: event.target.value })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('filters.allCategories')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value.tier}
        onChange={(_e, tier: TTemplateFilter['tier'] | null) => tier && onChange({ ...value, tier })}
        aria-label={t('filters.tier')}
      >
        <ToggleButton value="all">{t('filters.allTiers')}</ToggleButton>
        <ToggleButton value="free">{t('tier.free')}</ToggleButton>
        <ToggleButton value="premium">{t('tier.premium')}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}

/** The templates that pass the filter, in the collection's own order. */
export function applyTemplateFilter<T extends { category: string; tier: TTemplateTierName }>(templates: readonly T[], filter: TTemplateFilter): T[] {
  return templates.filter(
    (template) => (!filter.category || template.category === filter.category) && (filter.tier === 'all' || template.tier === filter.tier),
  );
}
