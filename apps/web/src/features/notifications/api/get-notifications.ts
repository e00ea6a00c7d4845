import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';

export const NOTIFICATIONS_LIMIT = 20;

const notificationSchema = z.object({
  id: z.string(),
  /** 'new-request', 'cancellation', 'verification'... decides the icon. */
  kind: z.string().nullish(),
  title: z.string(),
  description: z.string(),
  read: z.boolean(),
  /** ISO instant. */
  createdAt: z.string(),
});

const notificationsSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number(),
});

export type PortalNotification = z.infer<typeof notificationSchema>;
export type NotificationsPage = z.infer<typeof notificationsSchema>;

/** GET /notifications?limit=20: the doctor's notifications, newest first. */
export const getNotificationsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsPage, void>({
      query: () => ({ url: '/notifications', params: { limit: NOTIFICATIONS_LIMIT } }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.notifications, requiresAuth: true },
      transformResponse: (response: unknown) => notificationsSchema.parse(response),
      providesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsQuery } = getNotificationsApi;
