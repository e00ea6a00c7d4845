import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import {
  PAYMENTS_PAGE_SIZE,
  paymentListSchema,
  type PaymentList,
  type PaymentListQuery,
} from '@clinic/shared/payments';
import { portalApi } from '@/lib/portal-api';

export { PAYMENTS_PAGE_SIZE };
export type { PaymentList, PaymentRow } from '@clinic/shared/payments';

export type ListPaymentsInput = Partial<Pick<PaymentListQuery, 'from' | 'to'>> &
  Pick<PaymentListQuery, 'page' | 'pageSize'>;

/** GET /payments: advances received and refunds given, newest first. */
export const listPaymentsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listPayments: build.query<PaymentList, ListPaymentsInput>({
      query: (input) => ({
        url: '/payments',
        params: {
          ...(input.from ? { from: input.from } : {}),
          ...(input.to ? { to: input.to } : {}),
          page: input.page,
          pageSize: input.pageSize,
        },
      }),
      extraOptions: { fallbackError: BILLING_TEXTS.fallbacks.payments, requiresAuth: true },
      transformResponse: (response: unknown) => paymentListSchema.parse(response),
      providesTags: ['Payments'],
    }),
  }),
});

export const { useListPaymentsQuery } = listPaymentsApi;
