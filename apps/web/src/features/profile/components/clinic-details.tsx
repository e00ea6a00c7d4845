import { Building2, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { clinicPhoneSchema, PROFILE_TEXTS } from '@clinic/shared/practice-profile';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { CityField, ClinicAddressField } from '@/components/ui/location-fields';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { getApiErrorMessage, type ApiError } from '@/lib/api-client';
import type { ClinicAddressOption } from '@/lib/clinic-addresses-api';
import type { Profile } from '../api/get-profile';
import { useUpdateProfileMutation } from '../api/update-profile';
import { CLINIC_FORM_MESSAGES, useProfileText } from '../utils/profile-text';
import { SectionCard } from './section-card';

type TextFieldName = 'clinicName' | 'clinicPhone' | 'additionalLocationInfo';
type Field = TextFieldName | 'clinicAddress' | 'clinicCity';

type Clinic = Profile['clinicProfiles'][number];

/** The clinic's saved address as an autocomplete choice, when it has one. */
function savedAddress(clinic: Clinic | undefined): ClinicAddressOption | null {
  if (!clinic?.clinicAddress) return null;
  return {
    label: clinic.clinicAddress,
    city: clinic.city ?? '',
    latitude: clinic.latitude ?? 0,
    longitude: clinic.longitude ?? 0,
  };
}

/**
 * The first clinic: its name, address and city (the sign-up's autocomplete, which brings the
 * map location), the phone patients call ('Contact Clinic') and directions. A new address
 * never reprices a booked appointment.
 */
export function ClinicDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const text = useProfileText();
  const clinic = profile.clinicProfiles[0];
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [address, setAddress] = useState<ClinicAddressOption | null>(() => savedAddress(clinic));
  const [city, setCity] = useState(clinic?.city ?? '');
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    clinicName: clinic?.clinicName ?? '',
    clinicPhone: clinic?.clinicPhone ?? '',
    additionalLocationInfo: clinic?.additionalLocationInfo ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const next: Partial<Record<Field, string>> = {};
    if (!values.clinicName.trim()) next.clinicName = CLINIC_FORM_MESSAGES.clinicNameRequired;
    if (!address) next.clinicAddress = PROFILE_TEXTS.locationNeeded;
    if (!city.trim()) next.clinicCity = CLINIC_FORM_MESSAGES.cityRequired;
    const phone = clinicPhoneSchema.safeParse(values.clinicPhone);
    if (!phone.success) next.clinicPhone = phone.error.issues[0]!.message;
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const saved = savedAddress(clinic);
      const addressChanged =
        address !== null &&
        (address.label !== saved?.label ||
          address.latitude !== saved.latitude ||
          address.longitude !== saved.longitude);
      const cityChanged = city.trim() !== (clinic?.city ?? '');
      await updateProfile({
        clinicName: values.clinicName.trim(),
        clinicPhone: values.clinicPhone.trim(),
        additionalLocationInfo: values.additionalLocationInfo.trim(),
        ...(addressChanged && address
          ? {
              clinicAddress: address.label,
              latitude: address.latitude,
              longitude: address.longitude,
              clinicCity: city.trim(),
            }
          : cityChanged
            ? { clinicCity: city.trim() }
            : {}),
      }).unwrap();
      toast.success(t('clinic.saved'));
    } catch (error) {
      const apiError = error as Partial<ApiError>;
      const message = getApiErrorMessage(error, t('fallbacks.update'));
      if (
        apiError.field &&
        (apiError.field in values ||
          apiError.field === 'clinicAddress' ||
          apiError.field === 'clinicCity')
      )
        setErrors({ [apiError.field]: message });
      else setFormError(message);
    }
  }

  return (
    <SectionCard title={t('clinic.title')} description={t('clinic.description')} icon={Building2}>
      {clinic ? (
        <form noValidate onSubmit={submit} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('clinic.name')}
              value={values.clinicName}
              onChange={(e) => setValues((v) => ({ ...v, clinicName: e.target.value }))}
              error={text.message(errors.clinicName)}
            />
            <TextField
              label={t('clinic.phone')}
              type="tel"
              optional
              value={values.clinicPhone}
              onChange={(e) => setValues((v) => ({ ...v, clinicPhone: e.target.value }))}
              error={text.message(errors.clinicPhone)}
              hint={t('clinic.phoneHint')}
            />
            <div className="sm:col-span-2">
              <ClinicAddressField
                name="clinicAddress"
                label={t('clinic.address')}
                value={address}
                onChange={(picked) => {
                  setAddress(picked);
                  if (picked?.city) setCity(picked.city);
                }}
                error={text.message(errors.clinicAddress)}
              />
            </div>
            <CityField
              name="clinicCity"
              value={city || null}
              onChange={(picked) => setCity(picked ?? '')}
              error={text.message(errors.clinicCity)}
            />
            <TextField
              label={t('clinic.extra')}
              optional
              value={values.additionalLocationInfo}
              onChange={(e) => setValues((v) => ({ ...v, additionalLocationInfo: e.target.value }))}
              error={text.message(errors.additionalLocationInfo)}
              placeholder={t('clinic.extraPlaceholder')}
            />
          </div>
          <FormMessage message={text.message(formError)} />
          <div className="flex justify-end">
            <button type="submit" disabled={isLoading} className={buttonStyles()}>
              {isLoading ? (
                <Spinner className="size-4 text-white" />
              ) : (
                <Save aria-hidden="true" className="size-4" />
              )}
              {isLoading ? t('saving') : t('clinic.save')}
            </button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-600">{t('clinic.none')}</p>
      )}
    </SectionCard>
  );
}
