import { consultRoomSchema, type ConsultRoom } from '@clinic/shared/consult';
import { CONSULT_TEXTS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

export { consultRoomSchema, type ConsultRoom };

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
