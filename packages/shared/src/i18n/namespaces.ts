// The namespaces of the catalogues: one file per language and namespace,
// en/<namespace>.ts and hi/<namespace>.ts, each its own chunk in the web app,
// loaded when a screen that uses it is shown (docs/decisions/032).
export const NAMESPACES = [
  'common',
  'landing',
  'search',
  'doctor',
  // The doctor's portal, part B, and the admin area.
  'billing',
  'patients',
  'ratings',
  'help',
  'admin',
  // The doctor's portal, part A.
  'portal',
  'appointments',
  'schedule',
  'profile',
  // The patient's booking screens and the account screens (sign-in, sign-up).
  'booking',
  'auth',
  'forms',
  // The doctor's sign-up wizard.
  'onboarding',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
