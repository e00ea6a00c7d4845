import { z } from 'zod';
import { CONSULT_TEXTS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export const consultRoomSchema = z.object({
  id: z.string(),
  /** '#1122584'. */
  publicId: z.string(),
  status: z.string(),
  /** ISO instants, shown in the clinic's zone. */
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  doctorName: z.string(),
  patientName: z.string().nullable(),
  /** Which side of the call this browser is. */
  role: z.enum(['doctor', 'patient']),
  /** STUN/TURN servers from the server's ICE_SERVERS; usually none (same network). */
  iceServers: z.array(iceServerSchema),
});
export type ConsultRoom = z.infer<typeof consultRoomSchema>;

export interface GetConsultRoomInput {
  id: string;
  /** The patient's proof of phone; a doctor's Bearer token is added by the API client. */
  bookingToken?: string | null;
}

/** GET /consult/:id: whether this caller may enter the room, and how to connect. */
export const getConsultRoomApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsultRoom: build.query<ConsultRoom, GetConsultRoomInput>({
      query: ({ id, bookingToken }) => ({
        url: `/consult/${encodeURIComponent(id)}`,
        headers: bookingToken ? { 'X-Booking-Token': bookingToken } : {},
      }),
      extraOptions: { fallbackError: CONSULT_TEXTS.loadFailed },
      transformResponse: (response: unknown) => consultRoomSchema.parse(response),
      // Entering is checked afresh every time: the room may have closed meanwhile.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetConsultRoomQuery } = getConsultRoomApi;
