// /robots.txt: every crawler may read the public pages (the landing, the info
// pages, search results and doctors' pages, the sign-up and login screens);
// none may read the API, the doctors' portal, the admin screens or a patient's
// private flows (booking steps, appointments, video visits, review and
// waitlist links, reports). Paths are prefixes (RFC 9309), the longest match
// deciding: the doctors' photos, under the API, stay readable for the pages
// that show them. The web app's routes are in apps/web/src/app/router.tsx;
// robots.api.test.ts fails when one of them is neither listed here nor public.

/** Disallowed path prefixes, in the router's order. */
export const DISALLOWED_PATHS = [
  '/api/',
  // Patients' private flows
  '/booking-phone-otp',
  '/booking-confirmation',
  '/booking-otp',
  '/booking-success',
  '/my-appointments',
  '/forgot-password',
  '/otp-verification',
  '/reports',
  '/consult/',
  '/review/',
  '/waitlist',
  // The doctors' portal
  '/dashboard',
  '/appointments',
  '/appointment-details/',
  '/ledger',
  '/ledger-details/',
  '/calendar',
  '/profile',
  '/payments',
  '/my-patients',
  '/patient-details/',
  '/my-ratings',
  '/schedule',
  '/help',
  // Admin
  '/admin',
] as const;

/** Allowed inside a disallowed prefix. */
export const ALLOWED_PATHS = ['/api/doctor-photos/'] as const;

export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    ...ALLOWED_PATHS.map((p) => `Allow: ${p}`),
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
