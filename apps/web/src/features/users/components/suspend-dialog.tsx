import { useTranslation } from 'react-i18next';
import { ZSuspendBody, type TAdminUser } from '@undangin/shared/users/schemas';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useSuspendUser } from '../api/suspend-user';

/** Suspending asks for the reason, which the audit log keeps; the user's sessions end at once. */
export function SuspendDialog({
  user,
  onClose,
}: {
  user: TAdminUser | null;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('users');
  const suspend = useSuspendUser();
  return (
    <ReasonDialog
      open={user !== null}
      title={t('suspend.title', { name: user?.name })}
      text={t('suspend.text')}
      label={t('suspend.reason')}
      hint={t('suspend.reasonHint')}
      confirmLabel={t('suspend.confirm')}
      schema={ZSuspendBody}
      busy={suspend.isPending}
      onSubmit={async (body) => {
        if (user) await suspend.mutateAsync({ id: user.id, body });
      }}
      onClose={(done) => {
        suspend.reset();
        onClose(done);
      }}
    />
  );
}
