// The web client's own texts for a failed call (an endpoint's RTK Query
// `extraOptions.fallbackError`, apps/web/src/lib/api-client.ts) that no other
// module of texts holds: an ApiError carries one, in English, when the server
// gave no text of its own (a 500 without a body, an HTML page from a proxy).
// The English catalogues reference these, so each text is written once; the
// web shows them in the language of the page through the one registry of
// client fallbacks (apps/web/src/lib/api-fallback-registry.ts).
export const CLIENT_FALLBACKS = {
  /** GET /doctors/{id}/slots, wherever slots are listed. */
  slots: 'Failed to load available slots',
  /** GET /doctors/{id}/stories. */
  stories: 'Could not load patient stories.',
  /** POST /auth/reset-password. */
  resetPassword: 'Failed to reset password',
  /** The patient's My appointments (X-Booking-Token calls). */
  myAppointments: {
    load: 'Failed to load your appointments',
    cancel: 'Failed to cancel the appointment',
    move: 'Failed to move the appointment',
  },
  /** The waitlist: the patient's side, and the doctor's list. */
  waitlist: {
    join: 'Could not add you to the waitlist. Please try again.',
    link: 'Could not open this waitlist link.',
    leave: 'Could not take you off the waitlist. Please try again.',
    book: 'Could not book this slot. Please try again.',
    portal: 'Could not load the waitlist.',
  },
  /** The patient's review link. */
  review: {
    open: 'Could not open this review link. Please try again.',
    send: 'Could not send your review. Please try again.',
  },
  /** The doctor's My Ratings. */
  ratings: {
    load: 'Could not load your reviews.',
    saveReply: 'Could not save the reply.',
    removeReply: 'Could not remove the reply.',
  },
  /** The doctor's schedule and time off. */
  schedule: {
    loadSchedule: 'Could not load your schedule.',
    saveSchedule: 'Could not save your schedule.',
    loadTimeOff: 'Could not load your time off.',
    addTimeOff: 'Could not add the time off.',
    removeTimeOff: 'Could not remove the time off.',
    cancelAppointments: 'Could not cancel the appointments.',
  },
} as const;
