import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import {
  paymentSettingsSchema,
  type PaymentSettings,
  type paymentSettingsInputSchema,
} from '@clinic/shared/payments';
import type { z } from 'zod';
import { portalApi } from '@/lib/portal-api';
import { getPaymentSettingsApi } from './get-payment-settings';

/** The form's values as submitted (trimmed, IFSC upper-cased, blanks as null). */
export type UpdatePaymentSettingsInput = z.output<typeof paymentSettingsInputSchema>;

/** PUT /payments/settings; the answer replaces the cached settings at once. */
export const updatePaymentSettingsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    updatePaymentSettings: build.mutation<PaymentSettings, UpdatePaymentSettingsInput>({
      query: (body) => ({ url: '/payments/settings', method: 'PUT', body }),
      extraOptions: {
        fallbackError: BILLING_TEXTS.fallbacks.savePaymentSettings,
        requiresAuth: true,
      },
      transformResponse: (response: unknown) => paymentSettingsSchema.parse(response),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            getPaymentSettingsApi.util.upsertQueryData('getPaymentSettings', undefined, data),
          );
        } catch {
          // The form shows the error.
        }
      },
    }),
  }),
});

export const { useUpdatePaymentSettingsMutation } = updatePaymentSettingsApi;
