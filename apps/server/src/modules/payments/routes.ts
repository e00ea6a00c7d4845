// The doctor's Payments screen (issue 10): payout settings and the received
// payments and refunds of their appointments. Doctors only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentListQuerySchema,
  paymentListSchema,
  paymentSettingsInputSchema,
  paymentSettingsSchema,
} from '@clinic/shared/payments';
import { getPaymentSettings, listPayments, savePaymentSettings } from './service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['portal: payments'];

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctorOnly = app.requireRole('doctor');

  app.get(
    '/payments/settings',
    {
      schema: {
        tags,
        security,
        summary: "The doctor's payout preferences (audited)",
        description:
          'The account number is answered masked (bullets and its last four digits); the full number is never sent back.',
        response: { 200: paymentSettingsSchema },
      },
      preHandler: doctorOnly,
    },
    async (request) => getPaymentSettings(app, request, request.user!.id),
  );

  app.put(
    '/payments/settings',
    {
      schema: {
        tags,
        security,
        summary: "Stores the doctor's payout preferences (audited)",
        description:
          "paymentMethod is one of the spec's options; the IFSC code must match ^[A-Z]{4}0[A-Z0-9]{6}$ (upper-cased first); blank IFSC, holder or cash handler clear them; without accountNumber the stored one stays.",
        body: paymentSettingsInputSchema,
        response: { 200: paymentSettingsSchema },
      },
      preHandler: doctorOnly,
    },
    async (request) => savePaymentSettings(app, request, request.user!.id, request.body),
  );

  app.get(
    '/payments',
    {
      schema: {
        tags,
        security,
        summary: "Advances received and refunds made for the doctor's appointments (audited)",
        description:
          "Newest first. A refund is its own row (kind 'refund'). Amounts in rupees. from/to are inclusive dates in the clinic's zone, each optional.",
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema },
      },
      preHandler: doctorOnly,
    },
    async (request) => listPayments(app, request, request.user!.id, request.query),
  );
};
