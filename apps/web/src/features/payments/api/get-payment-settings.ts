import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import { paymentSettingsSchema, type PaymentSettings } from '@clinic/shared/payments';
import { portalApi } from '@/lib/portal-api';

export type { PaymentSettings } from '@clinic/shared/payments';

/** GET /payments/settings: the doctor's payout preferences (account number masked). */
export const getPaymentSettingsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentSettings: build.query<PaymentSettings, void>({
      query: () => '/payments/settings',
      extraOptions: { fallbackError: BILLING_TEXTS.fallbacks.paymentSettings, requiresAuth: true },
      transformResponse: (response: unknown) => paymentSettingsSchema.parse(response),
      providesTags: ['PaymentSettings'],
    }),
  }),
});

export const { useGetPaymentSettingsQuery } = getPaymentSettingsApi;
