import {
  PATIENT_MESSAGES,
  patientDetailsSchema,
  type PatientDetails,
} from '@clinic/shared/patients';
import { portalApi } from '@/lib/portal-api';

export type { PatientDetails } from '@clinic/shared/patients';

/** GET /patients/:id: the patient's record with this doctor (404 for anyone else's). */
export const getPatientApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPatient: build.query<PatientDetails, string>({
      query: (id) => ({ url: `/patients/${encodeURIComponent(id)}` }),
      extraOptions: { fallbackError: PATIENT_MESSAGES.loadPatientFailed, requiresAuth: true },
      transformResponse: (response: unknown) => patientDetailsSchema.parse(response),
      providesTags: (_result, _error, id) => [{ type: 'Patient', id }],
    }),
  }),
});

export const { useGetPatientQuery } = getPatientApi;
