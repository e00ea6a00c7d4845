import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';
import { getNotificationsApi } from './get-notifications';
import { getPortalSummaryApi } from './get-portal-summary';

const unreadSchema = z.object({ unread: z.number() });

/**
 * POST /notifications/:id/read. The item turns read at once; the bell takes the
 * server's count when it answers, and a failure puts the item back.
 */
export const markNotificationReadApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    markNotificationRead: build.mutation<{ unread: number }, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'POST' }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.markRead, requiresAuth: true },
      transformResponse: (response: unknown) => unreadSchema.parse(response),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getNotificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            const item = draft.notifications.find((n) => n.id === id);
            if (item && !item.read) {
              item.read = true;
              draft.unread = Math.max(0, draft.unread - 1);
            }
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

export const { useMarkNotificationReadMutation } = markNotificationReadApi;
