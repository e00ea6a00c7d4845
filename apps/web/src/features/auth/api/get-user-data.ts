import * as z from 'zod/mini';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { USER_ROLES } from '@clinic/shared/constants';
import { api } from '@/lib/api-client';

// zod/mini: this runs at start-up on every page, so it should stay light.
// Loose on purpose: the server may add fields; only what the shell relies on is checked.
export const currentUserSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.nullish(z.string()),
  role: z.enum(USER_ROLES),
  phone: z.nullish(z.string()),
  email: z.nullish(z.string()),
  profileCompleted: z.optional(z.boolean()),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

const userDataResponseSchema = z.object({ user: currentUserSchema });

export const getUserDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserData: build.query<CurrentUser, void>({
      query: () => '/auth/get-userdata',
      extraOptions: { fallbackError: FALLBACK_ERRORS.userData, requiresAuth: true },
      transformResponse: (response: unknown) => userDataResponseSchema.parse(response).user,
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useGetUserDataQuery } = getUserDataApi;
