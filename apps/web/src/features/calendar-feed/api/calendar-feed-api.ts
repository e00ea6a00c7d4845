import * as z from 'zod/mini';
import { CALENDAR_FEED_TEXTS } from '@clinic/shared/calendar-feed';
import { api } from '@/lib/api-client';

const feedSchema = z.object({ calendarFeedUrl: z.string() });
export type CalendarFeed = z.infer<typeof feedSchema>;

const feedApi = api.enhanceEndpoints({ addTagTypes: ['CalendarFeed'] });

/**
 * GET /profile/calendar-feed: the doctor's private iCalendar URL (GET /profile
 * answers it too); POST /profile/calendar-feed/regenerate: a new one, the old
 * one stops answering.
 */
export const calendarFeedApi = feedApi.injectEndpoints({
  endpoints: (build) => ({
    getCalendarFeed: build.query<CalendarFeed, void>({
      query: () => '/profile/calendar-feed',
      extraOptions: { fallbackError: CALENDAR_FEED_TEXTS.loadFailed, requiresAuth: true },
      transformResponse: (response: unknown) => feedSchema.parse(response),
      providesTags: ['CalendarFeed'],
    }),
    regenerateCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: '/profile/calendar-feed/regenerate', method: 'POST' }),
      extraOptions: { fallbackError: CALENDAR_FEED_TEXTS.regenerateFailed, requiresAuth: true },
      transformResponse: (response: unknown) => feedSchema.parse(response),
      // The answer is the new URL: no second request for it.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(calendarFeedApi.util.upsertQueryData('getCalendarFeed', undefined, data));
        } catch {
          // The error is shown by the caller.
        }
      },
    }),
  }),
});

export const { useGetCalendarFeedQuery, useRegenerateCalendarFeedMutation } = calendarFeedApi;
