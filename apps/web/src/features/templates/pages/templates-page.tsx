import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useCan } from '../../../lib/abilities';
import { TemplateCollection } from '../components/template-collection';

const TemplateAdmin = lazy(() =>
  import('../admin/components/template-admin').then((module) => ({ default: module.TemplateAdmin })),
);

/**
 * /templates: the collection couples choose from. Administrators also get a tab to manage the
 * template records (`?tab=manage`), loaded only when opened.
 */
export default function TemplatesPage() {
  const { t } = useTranslation('templates');
  const { t: tu } = useTranslation('users');
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const admin = can('manage', 'template');
  const tab = admin && params.get('tab') === 'manage' ? 'manage' : 'collection';
  return (
    <>
      <PageHeader title={t('heading')} subtitle={t('description')} />
      {admin && (
        <Tabs
          value={tab}
          onChange={(_e, next: string) =>
            setParams(next === 'manage' ? { tab: 'manage' } : {}, { replace: true })
          }
          sx={{ mb: 2 }}
        >
          <Tab value="collection" label={tu('templateAdmin.tabs.collection')} />
          <Tab value="manage" label={tu('templateAdmin.tabs.manage')} />
        </Tabs>
      )}
      {tab === 'manage' ? (
        <Box role="tabpanel">
          <Suspense fallback={null}>
            <TemplateAdmin />
          </Suspense>
        </Box>
      ) : (
        <TemplateCollection />
      )}
    </>
  );
}
