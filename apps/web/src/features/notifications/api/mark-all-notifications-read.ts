import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';
import { getNotificationsApi } from './get-notifications';
import { getPortalSummaryApi } from './get-portal-summary';

const unreadSchema = z.object({ unread: z.number() });

/** POST /notifications/read-all: every item turns read at once; a failure puts them back. */
export const markAllNotificationsReadApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    markAllNotificationsRead: build.mutation<{ unread: number }, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.markRead, requiresAuth: true },
      transformResponse: (response: unknown) => unreadSchema.parse(response),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getNotificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            for (const item of draft.notifications) item.read = true;
            draft.unread = 0;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            getPortalSummaryApi.util.updateQueryData('getPortalSummary', undefined, (draft) => {
              draft.unreadNotifications = data.unread;
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useMarkAllNotificationsReadMutation } = markAllNotificationsReadApi;
