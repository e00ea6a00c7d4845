import { z } from 'zod';
import { ADMIN_TEXTS } from '@clinic/shared/messages';
import { adminApi } from './admin-api';

export const reviewDocumentSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  sizeBytes: z.number().nullish(),
  status: z.string(),
  reason: z.string().nullish(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullish(),
  url: z.string().nullish(),
});
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

const answerSchema = z.object({
  doctor: z.object({
    id: z.string(),
    name: z.string().nullish(),
    phone: z.string().nullish(),
    email: z.string().nullish(),
    memberSince: z.string().nullish(),
    verificationStatus: z.string(),
    degrees: z.string().nullish(),
    clinicName: z.string().nullish(),
    clinicAddress: z.string().nullish(),
    city: z.string().nullish(),
  }),
  documents: z.array(reviewDocumentSchema),
});
export type DoctorReview = z.infer<typeof answerSchema>;
export type ReviewedDoctor = DoctorReview['doctor'];

/** GET /admin/doctors/:id: the doctor's details and current documents. */
export const getDoctorApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getDoctor: build.query<DoctorReview, string>({
      query: (id) => `/admin/doctors/${encodeURIComponent(id)}`,
      extraOptions: { fallbackError: ADMIN_TEXTS.fallbacks.doctor, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      providesTags: (_result, _error, id) => [{ type: 'AdminDoctor', id }],
    }),
  }),
});

export const { useGetDoctorQuery } = getDoctorApi;
