import { Building2, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
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
    if (!values.clinicName.trim()) next.clinicName = 'Clinic name is required';
    if (!address) next.clinicAddress = PROFILE_TEXTS.locationNeeded;
    if (!city.trim()) next.clinicCity = 'City is required';
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
      toast.success(PROFILE_TEXTS.saved);
    } catch (error) {
      const apiError = error as Partial<ApiError>;
      const message = getApiErrorMessage(error, PROFILE_TEXTS.saved);
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
    <SectionCard
      title="Clinic Details"
      description="Shown to patients on your listing."
      icon={Building2}
    >
      {clinic ? (
        <form noValidate onSubmit={submit} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Clinic Name"
              value={values.clinicName}
              onChange={(e) => setValues((v) => ({ ...v, clinicName: e.target.value }))}
              error={errors.clinicName}
            />
            <TextField
              label="Phone Shown to Patients"
              type="tel"
              optional
              value={values.clinicPhone}
              onChange={(e) => setValues((v) => ({ ...v, clinicPhone: e.target.value }))}
              error={errors.clinicPhone}
              hint="Patients see it under 'Contact Clinic'."
            />
            <div className="sm:col-span-2">
              <ClinicAddressField
                name="clinicAddress"
                label="Clinic Address"
                value={address}
                onChange={(picked) => {
                  setAddress(picked);
                  if (picked?.city) setCity(picked.city);
                }}
                error={errors.clinicAddress}
              />
            </div>
            <CityField
              name="clinicCity"
              value={city || null}
              onChange={(picked) => setCity(picked ?? '')}
              error={errors.clinicCity}
            />
            <TextField
              label="Additional Location Info"
              optional
              value={values.additionalLocationInfo}
              onChange={(e) => setValues((v) => ({ ...v, additionalLocationInfo: e.target.value }))}
              error={errors.additionalLocationInfo}
              placeholder="Floor, landmark, parking"
            />
          </div>
          <FormMessage message={formError} />
          <div className="flex justify-end">
            <button type="submit" disabled={isLoading} className={buttonStyles()}>
              {isLoading ? (
                <Spinner className="size-4 text-white" />
              ) : (
                <Save aria-hidden="true" className="size-4" />
              )}
              {isLoading ? 'Saving...' : 'Save Clinic Details'}
            </button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-600">
          No clinic added yet. Complete your clinic details from the sign-up wizard.
        </p>
      )}
    </SectionCard>
  );
}
