import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BOOKING_TEXTS } from '@clinic/shared/messages';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError, FormMessage } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { PhoneField } from '@/components/ui/phone-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { patientDetailsSchema, type PatientDetailsValues } from '../utils/patient-details-schema';
import { BookingProgress } from './booking-progress';
import { PaymentOptions } from './payment-options';

export interface KnownPatient {
  name: string;
  email: string | null;
}

interface PatientDetailsFormProps {
  defaultValues: PatientDetailsValues;
  /** The number verified with the OTP: the patient's own, unless they change it. */
  verifiedMobile: string;
  /** The patient's name and email from an earlier booking of this phone; the name is then read-only. */
  known: KnownPatient | null;
  fee: number;
  advance: number;
  virtual: boolean;
  onSubmit: (
    values: PatientDetailsValues,
    setError: UseFormSetError<PatientDetailsValues>,
  ) => Promise<void>;
  busy: boolean;
  /** 'Booking...' while booking, 'Sending OTP...' while a new number gets its code. */
  busyLabel?: string;
  serverError: string | null;
}

/** Who the visit is for, how to reach them, the reason, and how they pay; Continue books. */
export function PatientDetailsForm({
  defaultValues,
  verifiedMobile,
  known,
  fee,
  advance,
  virtual,
  onSubmit,
  busy,
  busyLabel = BOOKING_TEXTS.booking,
  serverError,
}: PatientDetailsFormProps) {
  const reasonId = useId();
  const { t } = useTranslation(['booking', 'forms']);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<PatientDetailsValues>({
    resolver: zodResolver(patientDetailsSchema),
    defaultValues,
    // A field's error shows once it was left (then follows each change), and every field's on Continue.
    mode: 'onTouched',
  });
  const bookedFor = useWatch({ control, name: 'bookedFor' });
  const paymentOption = useWatch({ control, name: 'paymentOption' });
  const mobile = useWatch({ control, name: 'mobile' });
  const self = bookedFor === 'self';
  // Read-only once known, with a way out: the earlier booking may have been someone else's.
  const [nameUnlocked, setNameUnlocked] = useState(false);
  const nameLocked = self && known !== null && !nameUnlocked;

  // An earlier booking of this phone names the patient: fill in what is still empty.
  useEffect(() => {
    if (!known || getValues('bookedFor') !== 'self') return;
    setValue('name', known.name, { shouldValidate: false });
    if (known.email && getValues('email') === '') setValue('email', known.email);
  }, [known, getValues, setValue]);

  const chooseFor = (next: 'self' | 'other') => {
    if (next === 'self') {
      setValue('name', known?.name ?? '');
      setValue('mobile', verifiedMobile);
    } else {
      setValue('name', '');
    }
  };

  const processing = busy && busyLabel === BOOKING_TEXTS.booking && paymentOption === 'pay-online';
  // The hook names its wait in the spec's English; shown in the visitor's language.
  const busyText =
    busyLabel === BOOKING_TEXTS.booking
      ? t('texts.booking')
      : busyLabel === BOOKING_TEXTS.sendingOtp
        ? t('forms:otp.sendingOtp')
        : busyLabel;
  const needsOtp = self && mobile.length === 10 && mobile !== verifiedMobile;

  return (
    <form
      noValidate
      aria-labelledby="patient-details-heading"
      onSubmit={handleSubmit((values) => onSubmit(values, setError))}
      className="space-y-6"
    >
      <fieldset>
        <legend id="patient-details-heading" className="text-base font-semibold text-slate-900">
          {t('confirmation.patientDetails')}
        </legend>
        <p className="mt-1 text-sm text-slate-600">{t('confirmation.whoFor')}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          {(
            [
              ['self', t('confirmation.myself')],
              ['other', t('texts.someoneElse')],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2.5 rounded-xl border px-4 py-2.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                bookedFor === value
                  ? 'border-brand-700 bg-brand-50 text-brand-900 ring-1 ring-brand-700'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                value={value}
                {...register('bookedFor', { onChange: () => chooseFor(value) })}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('confirmation.fullName')}
          autoComplete={self ? 'name' : 'off'}
          placeholder={self ? t('confirmation.yourFullName') : t('confirmation.patientFullName')}
          readOnly={nameLocked}
          hint={
            nameLocked ? (
              <>
                {t('confirmation.asEarlier')}{' '}
                <button
                  type="button"
                  onClick={() => {
                    setNameUnlocked(true);
                    setFocus('name');
                  }}
                  className="rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                >
                  {t('confirmation.editName')}
                </button>
              </>
            ) : undefined
          }
          error={errors.name?.message}
          className="sm:col-span-2 [&_input:read-only]:bg-slate-50 [&_input:read-only]:text-slate-700"
          {...register('name')}
        />
        <Controller
          control={control}
          name="mobile"
          render={({ field }) => (
            <PhoneField
              label={t('confirmation.mobile')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.mobile?.message}
              hint={
                needsOtp
                  ? t('confirmation.newNumberHint')
                  : self
                    ? t('confirmation.verifiedHint')
                    : t('confirmation.otherNumberHint')
              }
            />
          )}
        />
        <TextField
          label={t('confirmation.email')}
          type="email"
          autoComplete={self ? 'email' : 'off'}
          placeholder={t('texts.emailPlaceholder')}
          optional
          error={errors.email?.message}
          {...register('email')}
        />
      </div>

      <div>
        <label htmlFor={reasonId} className={labelStyles}>
          {t('confirmation.reason')}
          <span className="ml-1 font-normal text-slate-500">{t('confirmation.optional')}</span>
        </label>
        <textarea
          id={reasonId}
          rows={3}
          placeholder={t('confirmation.reasonPlaceholder')}
          aria-invalid={errors.treatmentReason ? true : undefined}
          aria-describedby={errors.treatmentReason ? `${reasonId}-error` : undefined}
          className={inputStyles({ invalid: Boolean(errors.treatmentReason), className: 'mt-1.5' })}
          {...register('treatmentReason')}
        />
        <FieldError id={`${reasonId}-error`} message={errors.treatmentReason?.message} />
      </div>

      <PaymentOptions
        register={register('paymentOption')}
        value={paymentOption}
        fee={fee}
        advance={advance}
        virtual={virtual}
      />

      <FormMessage message={serverError} />

      {processing ? <BookingProgress payOnline /> : null}

      <button
        type="submit"
        disabled={busy}
        className={buttonStyles({ size: 'lg', className: 'w-full sm:w-auto sm:min-w-56' })}
      >
        {busy ? <Spinner className="size-5 text-white" /> : null}
        {busy ? busyText : t('confirmation.continue')}
        {busy ? null : <ArrowRight aria-hidden="true" className="size-5" />}
      </button>
    </form>
  );
}
