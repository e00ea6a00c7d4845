import { TriangleAlert, UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { PROFILE_TEXTS } from '@clinic/shared/messages';
import { buttonStyles } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/modal';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorMessage } from '@/lib/api-client';
import { useDeactivateAccountMutation } from '../api/deactivate-account';
import { useProfileText } from '../utils/profile-text';
import { SectionCard } from './section-card';

const dangerButton = buttonStyles({
  className: 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
});

interface DeactivateAccountProps {
  /** Ends the session here once the server has deactivated the account (logout to /). */
  onDeactivated: () => void | Promise<void>;
}

/** Deactivate Account, confirmed with the password in a dialog. */
export function DeactivateAccount({ onDeactivated }: DeactivateAccountProps) {
  const { t } = useTranslation('profile');
  const text = useProfileText();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deactivate, { isLoading }] = useDeactivateAccountMutation();

  const close = () => {
    if (isLoading) return;
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError(PROFILE_TEXTS.deactivatePasswordRequired);
      return;
    }
    setError(undefined);
    try {
      const answer = await deactivate({ password }).unwrap();
      toast.success(answer.message || t('deactivate.deactivated'));
      setOpen(false);
      await onDeactivated();
    } catch (failure) {
      setError(getApiErrorMessage(failure, t('fallbacks.deactivate')));
    }
  };

  return (
    <SectionCard
      title={t('deactivate.title')}
      description={t('deactivate.description')}
      icon={UserX}
    >
      <div className="flex flex-col gap-4 rounded-xl bg-red-50/60 p-4 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-6 text-slate-700">{t('deactivate.explanation')}</p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={buttonStyles({
            variant: 'secondary',
            className:
              'shrink-0 border-red-300 text-red-700 hover:border-red-600 hover:bg-red-50 hover:text-red-800',
          })}
        >
          <UserX aria-hidden="true" className="size-4" />
          {t('deactivate.button')}
        </button>
      </div>

      <Modal open={open} onClose={close} title={t('deactivate.confirmTitle')} widthPx={440}>
        <form noValidate onSubmit={submit} className="space-y-5">
          <p className="flex gap-3 rounded-lg bg-amber-50 p-3 text-sm leading-6 text-amber-950 ring-1 ring-amber-200">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            {t('deactivate.warning')}
          </p>
          <PasswordField
            label={t('deactivate.password')}
            autoComplete="current-password"
            hint={t('deactivate.passwordHint')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={text.message(error)}
            data-autofocus
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={close}
              disabled={isLoading}
              className={buttonStyles({ variant: 'secondary' })}
            >
              {t('cancel')}
            </button>
            <button type="submit" disabled={isLoading} className={dangerButton}>
              {isLoading ? <Spinner className="size-4 text-white" /> : null}
              {isLoading ? t('deactivate.deactivating') : t('deactivate.button')}
            </button>
          </div>
        </form>
      </Modal>
    </SectionCard>
  );
}
