import {
  DOCTOR_PAGE_TEXTS,
  publicDoctorSchema,
  type PublicDoctor,
} from '@clinic/shared/doctor-page';
import { api } from '@/lib/api-client';

export type { PublicDoctor } from '@clinic/shared/doctor-page';

/** GET /doctors/{userId}: a listed doctor's public page (404 for any other). */
export const getDoctorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicDoctor: build.query<PublicDoctor, string>({
      query: (userId) => `/doctors/${encodeURIComponent(userId)}`,
      extraOptions: { fallbackError: DOCTOR_PAGE_TEXTS.loadFailed },
      transformResponse: (response: unknown) =>
        publicDoctorSchema.parse((response as { doctor: unknown }).doctor),
    }),
  }),
});

export const { useGetPublicDoctorQuery } = getDoctorApi;
