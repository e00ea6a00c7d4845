import { z } from 'zod';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import {
  WAITLIST_OFFER_STATUSES,
  WAITLIST_STATUSES,
  type WaitlistJoin,
} from '@clinic/shared/waitlist';
import { api } from '@/lib/api-client';
import { portalApi } from '@/lib/portal-api';

const entrySchema = z.object({
  id: z.string(),
  doctorId: z.string(),
  date: z.string(),
  name: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  position: z.number(),
});
export type WaitlistEntry = z.infer<typeof entrySchema>;

const linkSchema = z.object({
  entry: entrySchema,
  offer: z
    .object({
      status: z.enum(WAITLIST_OFFER_STATUSES),
      startTime: z.string(),
      endTime: z.string(),
      holdExpiresAt: z.string(),
    })
    .nullable(),
  doctor: z
    .object({
      userId: z.string(),
      name: z.string(),
      clinicName: z.string().nullable(),
      clinicAddress: z.string().nullable(),
      city: z.string().nullable(),
      timeZone: z.string(),
      offersVirtual: z.boolean(),
      mobile: z.string(),
    })
    .nullable(),
});
export type WaitlistLink = z.infer<typeof linkSchema>;

const portalSchema = z.object({
  timeZone: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      entries: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          mobile: z.string(),
          status: z.enum(['waiting', 'offered', 'booked']),
          position: z.number(),
          joinedAt: z.string(),
          offer: z.object({ startTime: z.string(), holdExpiresAt: z.string() }).nullable(),
        }),
      ),
    }),
  ),
});
export type PortalWaitlist = z.infer<typeof portalSchema>;

const waitlistApi = api.enhanceEndpoints({ addTagTypes: ['WaitlistLink'] });

/**
 * The patient's side: POST /waitlist with the verified phone's token, the link's
 * view (GET /waitlist/links/{token}), leaving (DELETE /waitlist/{id} with the
 * link's token) and booking the held slot (POST /bookings, as any booking).
 */
export const patientWaitlistApi = waitlistApi.injectEndpoints({
  endpoints: (build) => ({
    joinWaitlist: build.mutation<
      WaitlistEntry & { token: string },
      { bookingToken: string; body: WaitlistJoin }
    >({
      query: ({ bookingToken, body }) => ({
        url: '/waitlist',
        method: 'POST',
        headers: { 'X-Booking-Token': bookingToken },
        body,
      }),
      extraOptions: {
        fallbackError: CLIENT_FALLBACKS.waitlist.join,
        ownCredentials: true,
      },
      transformResponse: (r: unknown) =>
        z.object({ entry: entrySchema.extend({ token: z.string() }) }).parse(r).entry,
    }),
    getWaitlistLink: build.query<WaitlistLink, string>({
      query: (token) => `/waitlist/links/${encodeURIComponent(token)}`,
      extraOptions: { fallbackError: CLIENT_FALLBACKS.waitlist.link, ownCredentials: true },
      transformResponse: (r: unknown) => linkSchema.parse(r),
      providesTags: ['WaitlistLink'],
    }),
    leaveWaitlist: build.mutation<unknown, { id: string; token: string }>({
      query: ({ id, token }) => ({
        url: `/waitlist/${encodeURIComponent(id)}`,
        method: 'DELETE',
        headers: { 'X-Waitlist-Token': token },
      }),
      extraOptions: {
        fallbackError: CLIENT_FALLBACKS.waitlist.leave,
        ownCredentials: true,
      },
      invalidatesTags: ['WaitlistLink'],
    }),
    bookHeldSlot: build.mutation<
      unknown,
      { bookingToken: string; doctorId: string; startTime: string; name: string; mobile: string }
    >({
      query: ({ bookingToken, doctorId, startTime, name, mobile }) => ({
        url: '/bookings',
        method: 'POST',
        headers: { 'X-Booking-Token': bookingToken },
        body: {
          doctorId,
          startTime,
          mode: 'clinic',
          patient: { name, mobile },
          paymentOption: 'pay-later',
        },
      }),
      extraOptions: {
        fallbackError: CLIENT_FALLBACKS.waitlist.book,
        ownCredentials: true,
      },
      invalidatesTags: ['WaitlistLink'],
    }),
  }),
});

export const {
  useJoinWaitlistMutation,
  useGetWaitlistLinkQuery,
  useLeaveWaitlistMutation,
  useBookHeldSlotMutation,
} = patientWaitlistApi;

/** The portal list's own fallback (English in the ApiError; shown as `portal:waitlist.loadFailed`). */
export const PORTAL_WAITLIST_FALLBACK_ERROR = CLIENT_FALLBACKS.waitlist.portal;

/** The doctor's side: GET /portal/waitlist, by day from today. */
export const portalWaitlistApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPortalWaitlist: build.query<PortalWaitlist, void>({
      query: () => '/portal/waitlist',
      extraOptions: { fallbackError: PORTAL_WAITLIST_FALLBACK_ERROR, requiresAuth: true },
      transformResponse: (r: unknown) => portalSchema.parse(r),
    }),
  }),
});

export const { useGetPortalWaitlistQuery } = portalWaitlistApi;
