import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { toMobileDigits } from '@/components/ui/phone-field';
import { env } from '@/config/env';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { cn } from '@/lib/cn';
import { getToken } from '@/lib/token-storage';
import {
  PROFILE_DOCUMENT_FIELDS,
  useCompleteProfileMutation,
  type ProfileDocumentField,
} from '../api/complete-profile';
import {
  emptyPracticeDraft,
  toPracticeFields,
  type ClinicDetailsValues,
} from '../utils/clinic-details-schema';
import { defaultClinicTimings, toTimingRows } from '../utils/clinic-timings';
import type { PaymentFormValues, PaymentValues } from '../utils/payment-schema';
import { clearSignupAccount, readSignupAccount, saveSignupAccount } from '../utils/signup-storage';
import { initialStepFrom, type WizardStep } from '../utils/wizard-steps';
import { AccountStep, type AccountValues } from './account-step';
import { ClinicDetailsStep } from './clinic-details-step';
import { DocumentsStep, type ProfileDocuments } from './documents-step';
import { OtpStep } from './otp-step';
import { PasswordStep } from './password-step';
import { PaymentStep } from './payment-step';
import { StepIndicator } from './step-indicator';
import { SuccessStep } from './success-step';

export interface SignUpWizardProps {
  /** The signed-in doctor, when the wizard is opened at step 3 after login. */
  currentUser?: { name?: string | null; email?: string | null; photoUrl?: unknown } | undefined;
}

/** Name and mobile from the landing page's quick registration, else from local storage. */
function initialAccount(state: unknown): AccountValues {
  const given = (state ?? {}) as { name?: unknown; mobile?: unknown };
  const stored = readSignupAccount();
  return {
    name: typeof given.name === 'string' && given.name.trim() ? given.name : stored.name,
    mobile: toMobileDigits(
      typeof given.mobile === 'string' && given.mobile.trim() ? given.mobile : stored.mobile,
    ),
  };
}

const emptyClinic = (email: string): ClinicDetailsValues => ({
  email,
  clinicName: '',
  clinicAddress: null,
  clinicCity: '',
  specializations: [],
  clinicTimings: defaultClinicTimings(),
  additionalLocationInfo: '',
  practice: emptyPracticeDraft(),
});

function allDocuments(documents: ProfileDocuments): Record<ProfileDocumentField, File> | null {
  return PROFILE_DOCUMENT_FIELDS.every((field) => documents[field])
    ? (documents as Record<ProfileDocumentField, File>)
    : null;
}

/**
 * The doctor sign-up wizard (spec sections 2 and 4): 0 name and mobile, 1 OTP,
 * 2 password, 3 clinic details, 4 documents, 6 preferred payment, 5 success.
 */
export function SignUpWizard({ currentUser }: SignUpWizardProps) {
  const { t } = useTranslation(['onboarding', 'forms']);
  const errorMessage = useApiErrorMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(() =>
    initialStepFrom(location.state, getToken() !== null),
  );
  // Focus follows the step once the doctor has moved, not on the first screen.
  const [moved, setMoved] = useState(false);
  const [account, setAccount] = useState(() => initialAccount(location.state));
  const [clinic, setClinic] = useState<ClinicDetailsValues | null>(null);
  // The photo is stored by the server as soon as it is picked (the account exists from
  // step 2), so only its address is kept here; a File could not outlive a reload anyway.
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const accountPhoto =
    typeof currentUser?.photoUrl === 'string' && currentUser.photoUrl ? currentUser.photoUrl : null;
  const [documents, setDocuments] = useState<ProfileDocuments>({});
  const [payment, setPayment] = useState<PaymentFormValues>({
    paymentMethod: '',
    ifscCode: '',
    cashHandler: '',
  });
  const [completeProfile, { isLoading: isSubmitting }] = useCompleteProfileMutation();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const goTo = (next: WizardStep) => {
    setMoved(true);
    setStep(next);
  };
  const goToDashboard = useCallback(() => {
    void navigate('/dashboard', { replace: true });
  }, [navigate]);

  const submitProfile = async (values: PaymentValues) => {
    setPayment(values);
    const files = allDocuments(documents);
    if (!clinic?.clinicAddress) return goTo(3);
    if (!files) return goTo(4);
    setSubmitError(null);
    try {
      await completeProfile({
        email: clinic.email,
        name: currentUser?.name?.trim() || account.name,
        clinicName: clinic.clinicName,
        clinicAddress: clinic.clinicAddress.label,
        clinicCity: clinic.clinicCity,
        latitude: clinic.clinicAddress.latitude,
        longitude: clinic.clinicAddress.longitude,
        additionalLocationInfo: clinic.additionalLocationInfo,
        timings: toTimingRows(clinic.clinicTimings),
        specializations: clinic.specializations,
        practice: toPracticeFields(clinic.practice),
        paymentMethod: values.paymentMethod,
        ifscCode: values.ifscCode,
        cashHandler: values.cashHandler,
        documents: files,
      }).unwrap();
      toast.success(t('forms:toasts.profileCompleted'));
      clearSignupAccount();
      goTo(5);
    } catch (error) {
      const message = t('forms:toasts.profileFailed', { error: errorMessage(error) });
      setSubmitError(message);
      toast.error(message);
    }
  };

  let content;
  switch (step) {
    case 0:
      content = (
        <AccountStep
          defaultValues={account}
          focusHeading={moved}
          onCodeSent={(values) => {
            setAccount(values);
            saveSignupAccount(values);
            goTo(1);
          }}
        />
      );
      break;
    case 1:
      content = (
        <OtpStep
          mobile={account.mobile}
          onVerified={() => goTo(2)}
          onCancel={() => void navigate('/login')}
          onEditNumber={() => goTo(0)}
        />
      );
      break;
    case 2:
      content = (
        <PasswordStep
          name={account.name}
          mobile={account.mobile}
          focusHeading={moved}
          onCreated={() => goTo(3)}
        />
      );
      break;
    case 3:
      content = (
        <ClinicDetailsStep
          defaultValues={clinic ?? emptyClinic(currentUser?.email ?? '')}
          ownEmail={currentUser?.email}
          focusHeading={moved}
          photoUrl={photoUrl ?? accountPhoto}
          onPhotoUploaded={setPhotoUrl}
          onNext={(values) => {
            setClinic(values);
            goTo(4);
          }}
        />
      );
      break;
    case 4:
      content = (
        <DocumentsStep
          defaultValue={documents}
          focusHeading={moved}
          onBack={(current) => {
            setDocuments(current);
            goTo(3);
          }}
          onNext={(files) => {
            setDocuments(files);
            goTo(6);
          }}
        />
      );
      break;
    case 6:
      content = (
        <PaymentStep
          defaultValues={payment}
          focusHeading={moved}
          isSubmitting={isSubmitting}
          submitError={submitError}
          onBack={(values) => {
            setPayment(values);
            setSubmitError(null);
            goTo(4);
          }}
          onSubmit={(values) => void submitProfile(values)}
        />
      );
      break;
    case 5:
      content = <SuccessStep onContinue={goToDashboard} />;
      break;
  }

  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{t('page.documentTitle', { appName: env.appName })}</title>
      <div className="mx-auto max-w-4xl">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('page.title')}
          </h1>
          <p className="mx-auto mt-2 max-w-xl text-sm leading-6 text-slate-600 sm:text-base">
            {t('page.intro')}
          </p>
        </div>
        <div className="mt-8">
          <StepIndicator step={step} />
        </div>
        <div
          className={cn(
            'mx-auto mt-8 rounded-3xl bg-white p-4 shadow-xl ring-1 shadow-brand-900/5 ring-slate-200 sm:p-10',
            step <= 2 ? 'max-w-xl' : 'max-w-4xl',
          )}
        >
          {content}
        </div>
      </div>
    </div>
  );
}
