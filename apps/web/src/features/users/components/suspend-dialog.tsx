import { useTranslation } from 'react-i18next';
import { ZSuspendBody, type TAdminUser } from '@undangin/shared/users/schemas';
import { ReasonDialog, reasonActionProps } from '../../../components/reason-dialog';
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
      {...reasonActionProps(user, suspend, onClose)}
      title={t('suspend.title', { name: user?.name })}
      text={t('suspend.text')}
      label={t('suspend.reason')}
      hint={t('suspend.reasonHint')}
      confirmLabel={t('suspend.confirm')}
      schema={ZSuspendBody}
    />
  );
}
