// Every catalogue of every language, imported at once: for the key-parity test,
// the web tests and the types of `t` only. The app itself loads each language
// and namespace on its own (apps/web/src/lib/i18n), so nothing it ships
// imports this module.
import type { Language } from './languages.ts';
import type { Namespace } from './namespaces.ts';
import enCommon from './en/common.ts';
import enDoctor from './en/doctor.ts';
import enLanding from './en/landing.ts';
import enSearch from './en/search.ts';
import hiCommon from './hi/common.ts';
import hiDoctor from './hi/doctor.ts';
import hiLanding from './hi/landing.ts';
import hiSearch from './hi/search.ts';
// The doctor's portal, part B, and the admin area.
import enAdmin from './en/admin.ts';
import enBilling from './en/billing.ts';
import enHelp from './en/help.ts';
import enPatients from './en/patients.ts';
import enRatings from './en/ratings.ts';
import hiAdmin from './hi/admin.ts';
import hiBilling from './hi/billing.ts';
import hiHelp from './hi/help.ts';
import hiPatients from './hi/patients.ts';
import hiRatings from './hi/ratings.ts';
// The doctor's portal, part A.
import enAppointments from './en/appointments.ts';
import enPortal from './en/portal.ts';
import enProfile from './en/profile.ts';
import enSchedule from './en/schedule.ts';
import hiAppointments from './hi/appointments.ts';
import hiPortal from './hi/portal.ts';
import hiProfile from './hi/profile.ts';
import hiSchedule from './hi/schedule.ts';
// The patient's booking screens and the account screens.
import enAuth from './en/auth.ts';
import enBooking from './en/booking.ts';
import enForms from './en/forms.ts';
import hiAuth from './hi/auth.ts';
import hiBooking from './hi/booking.ts';
import hiForms from './hi/forms.ts';
// The doctor's sign-up wizard.
import enOnboarding from './en/onboarding.ts';
import hiOnboarding from './hi/onboarding.ts';

const en = {
  common: enCommon,
  landing: enLanding,
  search: enSearch,
  doctor: enDoctor,
  billing: enBilling,
  patients: enPatients,
  ratings: enRatings,
  help: enHelp,
  admin: enAdmin,
  portal: enPortal,
  appointments: enAppointments,
  schedule: enSchedule,
  profile: enProfile,
  booking: enBooking,
  auth: enAuth,
  forms: enForms,
  onboarding: enOnboarding,
};

/** The English catalogues: their keys are the keys of every language. */
export type Resources = typeof en;

export const CATALOGUES: Readonly<Record<Language, Record<Namespace, unknown>>> = {
  en,
  hi: {
    common: hiCommon,
    landing: hiLanding,
    search: hiSearch,
    doctor: hiDoctor,
    billing: hiBilling,
    patients: hiPatients,
    ratings: hiRatings,
    help: hiHelp,
    admin: hiAdmin,
    portal: hiPortal,
    appointments: hiAppointments,
    schedule: hiSchedule,
    profile: hiProfile,
    booking: hiBooking,
    auth: hiAuth,
    forms: hiForms,
    onboarding: hiOnboarding,
  },
};
