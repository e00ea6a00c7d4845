import { z } from 'zod';
import { ADMIN_TEXTS } from '@clinic/shared/messages';
import { adminApi } from './admin-api';

/** The queue's tabs, in order. */
export const QUEUE_STATUSES = ['Pending', 'Rejected', 'Verified'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const getDoctorsInputSchema = z.object({
  status: z.enum(QUEUE_STATUSES).catch('Pending'),
  page: z.coerce.number().int().min(1).catch(1),
});
export type GetDoctorsInput = z.infer<typeof getDoctorsInputSchema>;

const queueDoctorSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  status: z.string(),
  clinicName: z.string().nullish(),
  city: z.string().nullish(),
  memberSince: z.string().nullish(),
});
export type QueueDoctor = z.infer<typeof queueDoctorSchema>;

const answerSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  doctors: z.array(queueDoctorSchema),
});
export type DoctorQueuePage = z.infer<typeof answerSchema>;

/** GET /admin/doctors?status&page: doctors by verification status, oldest waiting first. */
export const getDoctorsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getDoctors: build.query<DoctorQueuePage, GetDoctorsInput>({
      query: ({ status, page }) => ({ url: '/admin/doctors', params: { status, page } }),
      extraOptions: { fallbackError: ADMIN_TEXTS.fallbacks.doctors, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      providesTags: ['AdminDoctorList'],
    }),
  }),
});

export const { useGetDoctorsQuery } = getDoctorsApi;
