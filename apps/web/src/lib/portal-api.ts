import { api } from './api-client';

/**
 * Cache tags of the doctor portal. A change made on one screen (accepting a request,
 * moving a chip) invalidates what other screens show (the sidebar badge, the
 * dashboard, the calendar) by tag, so features never import each other.
 */
export const PORTAL_TAGS = [
  'PortalSummary',
  'Notifications',
  'Dashboard',
  'AppointmentList',
  'Appointment',
  'Calendar',
  'Ledger',
  'Payments',
  'PaymentSettings',
  'Patients',
  'Patient',
] as const;
export type PortalTag = (typeof PORTAL_TAGS)[number];

/** The app's API with the portal's tags; portal features inject their calls here. */
export const portalApi = api.enhanceEndpoints({ addTagTypes: PORTAL_TAGS });

/** What every change to an appointment makes stale, besides the appointment itself. */
export const APPOINTMENT_CHANGE_TAGS: PortalTag[] = [
  'PortalSummary',
  'Dashboard',
  'AppointmentList',
  'Calendar',
  // Save & Invoice adds an invoice; a cancellation refunds the advance.
  'Ledger',
  'Payments',
  // A completed visit changes a patient's visits and last visit.
  'Patients',
  'Patient',
];
