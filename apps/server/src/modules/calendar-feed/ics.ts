// iCalendar documents (RFC 5545), built with ical-generator: a doctor's feed
// and one appointment's file. Times carry the clinic's zone (TZID with its
// VTIMEZONE); each appointment's UID is its id, so a calendar that polls the
// feed updates the same event when it moves and drops it when it is cancelled.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { vtimezone } from './vtimezone.ts';
import { zonedTime } from './zoned-time.ts';

export const PRODUCT_ID = { company: 'Digital Clinic', product: 'Appointments', language: 'EN' };
/** The UID's domain part: fixed, so a UID never changes with the host a feed is read from. */
export const UID_DOMAIN = 'appointments.digital-clinic';

export interface IcsAppointment {
  id: string;
  patientId?: string | null;
  publicId: string;
  status: string;
  mode: string;
  startAt: Date;
  endAt: Date;
  updatedAt: Date;
  /** For the doctor's feed: who comes; left out of the patient's own file. */
  patientName?: string | null;
  treatment: string | null;
  clinicName: string | null;
  clinicAddress: string | null;
  clinicCity: string | null;
  /** Where a home visit takes place. */
  homeAddress?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  doctorName?: string;
}

export const uidOf = (appointmentId: string) => `${appointmentId}@${UID_DOMAIN}`;

const modeText = (mode: string) =>
  mode === 'virtual' ? 'Online consultation' : mode === 'home' ? 'Home visit' : 'Clinic visit';

function locationOf(a: IcsAppointment) {
  if (a.mode === 'virtual') return 'Online consultation';
  if (a.mode === 'home' && a.homeAddress) return a.homeAddress;
  const title = [a.clinicName, a.clinicAddress, a.clinicCity].filter(Boolean).join(', ');
  if (!title) return null;
  return a.latitude != null && a.longitude != null
    ? { title, geo: { lat: a.latitude, lon: a.longitude } }
    : title;
}

function build(
  name: string,
  timeZone: string,
  window: { from: Date; to: Date },
  rows: IcsAppointment[],
  event: (a: IcsAppointment) => { summary: string; description: string },
) {
  const cal = ical({
    name,
    prodId: PRODUCT_ID,
    method: ICalCalendarMethod.PUBLISH,
    // The zone is named on each event (TZID) and described once (VTIMEZONE).
    // Not as the calendar's zone: ical-generator would then write DTSTAMP in
    // local time, where RFC 5545 wants UTC.
    timezone: { name: null, generator: (tz) => vtimezone(tz, window.from, window.to) },
    x: { 'X-WR-TIMEZONE': timeZone },
    // Calendar apps that honour it poll hourly; Google decides for itself.
    ttl: 3600,
  });
  for (const a of rows) {
    const text = event(a);
    cal.createEvent({
      id: uidOf(a.id),
      start: zonedTime(a.startAt, timeZone),
      end: zonedTime(a.endAt, timeZone),
      timezone: timeZone,
      stamp: a.updatedAt,
      lastModified: a.updatedAt,
      summary: text.summary,
      description: text.description,
      location: locationOf(a),
      status: a.status === 'Pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545: every content line ends with CRLF, the last one too.
  const text = cal.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** A doctor's feed: every active appointment in the window, with who comes. */
export function doctorFeed(input: {
  doctorName: string;
  timeZone: string;
  from: Date;
  to: Date;
  appointments: IcsAppointment[];
}): string {
  const day = 86_400_000;
  return build(
    `${input.doctorName}: appointments`,
    input.timeZone,
    { from: new Date(input.from.getTime() - day), to: new Date(input.to.getTime() + day) },
    input.appointments,
    (a) => ({
      summary: `${modeText(a.mode)}: ${a.patientName || a.treatment || 'Appointment'}`,
      description: [
        `Appointment #${a.publicId} (${a.status})`,
        a.treatment ? `Reason: ${a.treatment}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
    }),
  );
}

/** One appointment, for the patient's own calendar. */
export function appointmentFile(a: IcsAppointment & { doctorName: string }, timeZone: string) {
  const day = 86_400_000;
  return build(
    `Appointment #${a.publicId}`,
    timeZone,
    { from: new Date(a.startAt.getTime() - day), to: new Date(a.endAt.getTime() + day) },
    [a],
    () => ({
      summary: `${modeText(a.mode)} with ${a.doctorName}`,
      description: [
        `Appointment #${a.publicId} with ${a.doctorName}`,
        a.mode === 'virtual' ? 'Join from your booking when it is time.' : null,
      ]
        .filter(Boolean)
        .join('\n'),
    }),
  );
}
