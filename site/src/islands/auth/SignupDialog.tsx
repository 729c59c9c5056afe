import { useT } from '../../dashboard/lib/i18n';
import { openDialog } from '../../dashboard/stores/dialogs';
import { DialogFrame } from '../../dashboard/ui/Dialog';
import type { DialogComponentProps } from '../../dashboard/ui/dialog-types';
import { SignupForm } from './SignupForm';

export default function SignupDialog({ isTop, close }: DialogComponentProps<'signup'>) {
  const t = useT();
  return (
    <DialogFrame title={t('signupTitle')} onClose={close} isTop={isTop} size="sm">
      <p className="text-base-content/70 mb-2 text-sm">{t('signupIntro')}</p>
      <SignupForm
        onLogin={() => {
          close();
          openDialog('login');
        }}
      />
    </DialogFrame>
  );
}
