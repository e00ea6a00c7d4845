import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';
import { appointmentListItemSchema } from '@/types/portal-appointment';

export const APPOINTMENT_SORT_KEYS = [
  'publicId',
  'patient',
  'treatment',
  'appointmentType',
  'status',
  'date',
  'time',
] as const;
export type AppointmentSortKey = (typeof APPOINTMENT_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export const APPOINTMENTS_PAGE_SIZE = 10;

/** Everything the table asks the server for; it sorts, filters and pages. */
export const listAppointmentsInputSchema = z.object({
  /** Only appointments dated today or later. */
  upcoming: z.boolean().optional(),
  /** YYYY-MM-DD, inclusive, in the clinic's zone. */
  from: z.string().optional(),
  to: z.string().optional(),
  /** Case-insensitive substring over id, patient, treatment, type, date and time. */
  search: z.string().optional(),
  sort: z.enum(APPOINTMENT_SORT_KEYS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ListAppointmentsInput = z.infer<typeof listAppointmentsInputSchema>;

const pageSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  appointments: z.array(appointmentListItemSchema),
});
export type AppointmentsPage = z.infer<typeof pageSchema>;

/** Leaves out empty filters so equal searches share one cache entry and a short URL. */
function toParams(input: ListAppointmentsInput): Record<string, string | number> {
  const params: Record<string, string | number> = { page: input.page, pageSize: input.pageSize };
  if (input.upcoming) params.upcoming = 'true';
  if (input.from) params.from = input.from;
  if (input.to) params.to = input.to;
  const search = input.search?.trim();
  if (search) params.search = search;
  if (input.sort) {
    params.sort = input.sort;
    params.dir = input.dir ?? 'asc';
  }
  return params;
}

/** GET /appointments: one page of the doctor's appointments. */
export const listAppointmentsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listAppointments: build.query<AppointmentsPage, ListAppointmentsInput>({
      query: (input) => ({ url: '/appointments', params: toParams(input) }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.appointments, requiresAuth: true },
      transformResponse: (response: unknown) => pageSchema.parse(response),
      providesTags: ['AppointmentList'],
    }),
  }),
});

export const { useListAppointmentsQuery } = listAppointmentsApi;
