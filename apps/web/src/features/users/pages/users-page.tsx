import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { AuditLogTable } from '../../audit';
import { UserDetailDialog } from '../components/user-detail-dialog';
import { UsersTable } from '../components/users-table';

/**
 * /users, "Manage User": every account with its details and actions, and the audit log of what
 * administrators did. `?id=` opens one user (search results link there); `?tab=audit` the log.
 */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'audit' ? 'audit' : 'users';
  const openId = params.get('id');
  const update = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('description')} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Tabs
          value={tab}
          onChange={(_e, next: string) => update({ tab: next === 'audit' ? 'audit' : null })}
          sx={{ mb: 2 }}
        >
          <Tab value="users" label={t('tabs.users')} />
          <Tab value="audit" label={t('tabs.audit')} />
        </Tabs>
        <Box role="tabpanel">
          {tab === 'users' ? <UsersTable onOpen={(id) => update({ id })} /> : <AuditLogTable />}
        </Box>
      </Paper>
      <UserDetailDialog userId={openId} onClose={() => update({ id: null })} />
    </>
  );
}
