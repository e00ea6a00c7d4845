import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import type { ScheduleInput, TimeOffInput } from '@clinic/shared/schedule';
import { APPOINTMENT_CHANGE_TAGS, portalApi } from '@/lib/portal-api';

/** An upcoming appointment the schedule or a time off touches. */
export interface AppointmentBrief {
  id: string;
  publicId: string;
  patient: string;
  status: 'Pending' | 'Confirmed';
  startTime: string;
  endTime: string;
}

export interface ShiftRow {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
}

/** GET/PUT /schedule. */
export interface ScheduleAnswer {
  timeZone: string;
  shifts: ShiftRow[];
  slotMinutes: number;
  minNoticeMinutes: number;
  bookingHorizonDays: number;
  /** Upcoming active appointments outside the weekly hours. */
  outsideHours: AppointmentBrief[];
}

export interface TimeOffItem {
  id: string;
  from: string;
  to: string;
  reason: string;
  appointments: AppointmentBrief[];
}

/**
 * The schedule's own cache tags: a saved schedule or a time off changes what the
 * portal's appointment screens show only through a cancellation (APPOINTMENT_CHANGE_TAGS).
 */
const scheduleApi = portalApi.enhanceEndpoints({ addTagTypes: ['Schedule', 'TimeOff'] });

export const scheduleEndpoints = scheduleApi.injectEndpoints({
  endpoints: (build) => ({
    getSchedule: build.query<ScheduleAnswer, void>({
      query: () => ({ url: '/schedule' }),
      extraOptions: { fallbackError: CLIENT_FALLBACKS.schedule.loadSchedule, requiresAuth: true },
      providesTags: ['Schedule'],
    }),
    saveSchedule: build.mutation<ScheduleAnswer, ScheduleInput>({
      query: (body) => ({ url: '/schedule', method: 'PUT', body }),
      extraOptions: { fallbackError: CLIENT_FALLBACKS.schedule.saveSchedule, requiresAuth: true },
      invalidatesTags: ['Schedule', 'TimeOff'],
    }),
    getTimeOff: build.query<{ timeZone: string; timeOff: TimeOffItem[] }, void>({
      query: () => ({ url: '/time-off' }),
      extraOptions: { fallbackError: CLIENT_FALLBACKS.schedule.loadTimeOff, requiresAuth: true },
      providesTags: ['TimeOff'],
    }),
    addTimeOff: build.mutation<{ timeOff: TimeOffItem }, TimeOffInput>({
      query: (body) => ({ url: '/time-off', method: 'POST', body }),
      extraOptions: { fallbackError: CLIENT_FALLBACKS.schedule.addTimeOff, requiresAuth: true },
      invalidatesTags: ['TimeOff', 'Calendar', 'Dashboard'],
    }),
    deleteTimeOff: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: `/time-off/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: { fallbackError: CLIENT_FALLBACKS.schedule.removeTimeOff, requiresAuth: true },
      invalidatesTags: ['TimeOff', 'Calendar', 'Dashboard'],
    }),
    cancelTimeOffAppointments: build.mutation<
      { cancelled: AppointmentBrief[]; skipped: AppointmentBrief[] },
      { id: string }
    >({
      query: ({ id }) => ({
        url: `/time-off/${encodeURIComponent(id)}/cancel-appointments`,
        method: 'POST',
      }),
      extraOptions: {
        fallbackError: CLIENT_FALLBACKS.schedule.cancelAppointments,
        requiresAuth: true,
      },
      invalidatesTags: ['TimeOff', 'Schedule', ...APPOINTMENT_CHANGE_TAGS],
    }),
  }),
});

export const {
  useGetScheduleQuery,
  useSaveScheduleMutation,
  useGetTimeOffQuery,
  useAddTimeOffMutation,
  useDeleteTimeOffMutation,
  useCancelTimeOffAppointmentsMutation,
} = scheduleEndpoints;
