import { z } from 'zod';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

export const createUserInputSchema = z.object({
  phoneNumber: z.string(),
  name: z.string(),
  password: z.string(),
});
export type CreateUserInput = z.infer<typeof createUserInputSchema>;

const createUserResultSchema = z.object({
  token: z.string().min(1),
  message: z.string().optional(),
  user: z.looseObject({ name: z.string().nullish(), email: z.string().nullish() }),
});
export type CreateUserResult = z.infer<typeof createUserResultSchema>;

/** POST /auth/create-user: the doctor's account, and a session token for it. */
export const createUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<CreateUserResult, CreateUserInput>({
      query: (body) => ({ url: '/auth/create-user', method: 'POST', body }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.createUser },
      transformResponse: (response: unknown) => createUserResultSchema.parse(response),
    }),
  }),
});

export const { useCreateUserMutation } = createUserApi;
