import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useCan } from '../../../lib/abilities';
import type { TTemplate } from '@undangin/shared/templates/schemas';
import { loadTemplateAdmin, TemplateCollection } from '../../templates';
import { ApplyTemplateDialog } from '../components/apply-template-dialog';

const TemplateAdmin = lazy(loadTemplateAdmin);

/**
 * /templates: the collection couples choose from, each template put on one of the user's
 * invitations from here (so this page is the invitations', and the templates know no invitation).
 * Administrators also get a tab to manage the template records (`?tab=manage`), loaded only when
 * opened.
 */
export default function TemplatesPage() {
  const { t } = useTranslation('templates');
  const { t: tu } = useTranslation('users');
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const admin = can('manage', 'template');
  const tab = admin && params.get('tab') === 'manage' ? 'manage' : 'collection';
  const [using, setUsing] = useState<TTemplate | null>(null);
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
        <TemplateCollection onUse={setUsing} />
      )}
      {using && <ApplyTemplateDialog key={using.id} template={using} onClose={() => setUsing(null)} />}
    </>
  );
}
