// What patients and doctors read about calendar feeds and .ics files
// (issue 13, point 5). The server's routes are in modules/calendar-feed.

export const CALENDAR_FEED_TEXTS = {
  heading: 'Calendar feed',
  description:
    'Subscribe to this private link in Google Calendar, Apple Calendar or Outlook to see your appointments of the past 30 and next 180 days. Anyone with the link can see them: keep it to yourself.',
  urlLabel: 'Your calendar feed URL',
  copy: 'Copy link',
  copied: 'Calendar feed link copied.',
  copyFailed: 'Could not copy the link. Select it and copy it yourself.',
  regenerate: 'Regenerate link',
  regenerateTitle: 'Regenerate the calendar feed link?',
  regenerateBody:
    'Calendars subscribed to the current link stop updating at once. You will need to subscribe again with the new link.',
  regenerateConfirm: 'Regenerate',
  regenerated: 'A new calendar feed link is ready. The old one no longer works.',
  loadFailed: 'Could not load your calendar feed link.',
  regenerateFailed: 'Could not regenerate the calendar feed link.',
  howTo:
    'Google Calendar: Other calendars, From URL. Apple Calendar: File, New Calendar Subscription. Outlook: Add calendar, Subscribe from web.',
} as const;

export const ICS_TEXTS = {
  addToCalendar: 'Add to calendar (.ics)',
  addToCalendarHint: 'Opens in your phone or computer calendar.',
} as const;
