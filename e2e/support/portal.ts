// Doctor-portal helpers: the demo doctor's session, calls to the portal API and the
// clinic-calendar arithmetic (dates and times in the clinic's zone, Asia/Kolkata).
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { bearer, DEMO_DOCTOR, loginToken } from './api.ts';

/** The demo clinic's zone; India has no daylight saving, so the offset is fixed. */
export const CLINIC_TIME_ZONE = 'Asia/Kolkata';
const CLINIC_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export interface AppointmentListItem {
  id: string;
  publicId: string;
  patient: string;
  treatment: string | null;
  appointmentType: string;
  status: string;
  startTime: string;
  endTime: string;
  date: string;
  time: string;
}

export interface DashboardCard {
  value: number;
  changePercent: number | null;
  comparedTo: string;
}

export interface Dashboard {
  cards: Record<
    'totalPatients' | 'totalEarnings' | 'pendingRequests' | 'upcomingAppointments',
    DashboardCard
  >;
  upcoming: AppointmentListItem[];
  pendingRequests: AppointmentListItem[];
  announcements: { id: number | string; title: string; message: string }[];
}

export interface CalendarChip {
  id: string;
  publicId: string;
  personName: string;
  title: string | null;
  startTime: string;
  endTime: string;
  time: string;
  date: string;
  status: string;
}

export interface AppointmentDetails {
  appointment: AppointmentListItem & { patientEmail: string | null };
  prescriptions: { id: string; medication: string; url: string | null }[];
  invoice: { invoiceId: string; amount: number | null } | null;
}

async function json<T>(res: APIResponse, what: string, status = 200): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/** The demo doctor's Bearer token, from POST /api/auth/login. */
export const doctorToken = (request: APIRequestContext) =>
  loginToken(request, DEMO_DOCTOR.mobile, DEMO_DOCTOR.password);

/**
 * Signs the page in as the demo doctor without the login screen (test 1 covers that):
 * the token goes where the app keeps it, local storage 'token', before any script runs.
 */
export async function signInAsDoctor(page: Page, request: APIRequestContext): Promise<string> {
  const token = await doctorToken(request);
  // (A string: the e2e project is type-checked without the DOM library.)
  await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(token)});`);
  return token;
}

export class PortalApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get(path: string) {
    return this.request.get(path, { headers: bearer(this.token) });
  }

  async dashboard(): Promise<Dashboard> {
    return json<Dashboard>(await this.get('/api/portal/dashboard'), 'GET /api/portal/dashboard');
  }

  async summary(): Promise<{ pendingRequests: number; unreadNotifications: number }> {
    return json(await this.get('/api/portal/summary'), 'GET /api/portal/summary');
  }

  async appointments(
    query: Record<string, string>,
  ): Promise<{ total: number; appointments: AppointmentListItem[] }> {
    const params = new URLSearchParams(query);
    return json(await this.get(`/api/appointments?${params}`), `GET /api/appointments?${params}`);
  }

  async appointment(id: string): Promise<AppointmentDetails> {
    return json(await this.get(`/api/appointments/${id}`), `GET /api/appointments/${id}`);
  }

  async calendar(month: string): Promise<{ timeZone: string; appointments: CalendarChip[] }> {
    return json(await this.get(`/api/calendar?month=${month}`), `GET /api/calendar?month=${month}`);
  }

  /** The active appointments (what the overlap rule counts) on these clinic dates. */
  async chipsOn(dates: readonly string[]): Promise<CalendarChip[]> {
    const months = [...new Set(dates.map((d) => d.slice(0, 7)))];
    const chips = new Map<string, CalendarChip>();
    for (const month of months) {
      const body = await this.calendar(month);
      expect(body.timeZone).toBe(CLINIC_TIME_ZONE);
      for (const chip of body.appointments) chips.set(chip.id, chip);
    }
    return [...chips.values()].filter((c) => dates.includes(clinicDateOf(c.startTime)));
  }

  createAppointment(body: {
    title: string;
    startTime: string;
    endTime: string;
    patientEmail: string;
  }) {
    return this.request.post('/api/appointment/create-appointment', {
      headers: bearer(this.token),
      data: { ...body, note: 'Created by the portal end-to-end test.' },
    });
  }

  async accept(id: string): Promise<void> {
    const res = await this.request.post(`/api/appointments/${id}/accept`, {
      headers: bearer(this.token),
    });
    await json(res, `POST /api/appointments/${id}/accept`);
  }
}

// ---- Clinic dates and times -------------------------------------------------------

/** The clinic's date (YYYY-MM-DD) of an instant. */
export function clinicDateOf(instant: string | number | Date): string {
  return new Date(new Date(instant).getTime() + CLINIC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The clinic date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant of `minutes` after midnight on a clinic date. */
export function clinicInstant(date: string, minutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) - CLINIC_OFFSET_MS + minutes * 60_000;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-11-24' -> 'Tuesday, 24 November 2026', as the calendar labels its days. */
export function longDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 870 -> '14:30' (what a time input takes). */
export const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** 870 -> '02:30 PM' (how the portal shows a time). */
export function twelveHour(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${pad(h % 12 || 12)}:${pad(minutes % 60)} ${h < 12 ? 'AM' : 'PM'}`;
}

const overlaps = (start: number, end: number, chip: CalendarChip) =>
  start < Date.parse(chip.endTime) && Date.parse(chip.startTime) < end;

/**
 * A random start (minutes after midnight, 5-minute steps between 07:00 and 21:00)
 * at which a `duration`-minute visit overlaps nothing on any of `dates`; `taken` adds
 * starts already refused.
 */
export function freeStartOn(
  dates: readonly string[],
  chips: readonly CalendarChip[],
  duration: number,
  taken: ReadonlySet<number> = new Set(),
): number {
  const candidates: number[] = [];
  for (let m = 7 * 60; m + duration <= 21 * 60; m += 5) {
    if (taken.has(m)) continue;
    const free = dates.every((date) => {
      const start = clinicInstant(date, m);
      return !chips.some((chip) => overlaps(start, start + duration * 60_000, chip));
    });
    if (free) candidates.push(m);
  }
  expect(
    candidates.length,
    `a free ${duration}-minute time on ${dates.join(', ')}`,
  ).toBeGreaterThan(0);
  return candidates[Math.floor(Math.random() * candidates.length)]!;
}

/** A unique client address for a test of this project. */
export function clientEmail(project: string): string {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return `e2e-${project}-${tag}@example.com`;
}

/** '+20%', '-2%', '0%', as the dashboard cards word a change. */
export function changeText(card: DashboardCard): string {
  if (card.changePercent === null) return `No data from ${card.comparedTo}`;
  const rounded = Math.round(card.changePercent * 10) / 10;
  const percent = rounded === 0 ? '0%' : `${rounded > 0 ? '+' : '-'}${Math.abs(rounded)}%`;
  return `${percent} from ${card.comparedTo}`;
}

/** 199060 -> '₹1,99,060' (rupees, Indian grouping). */
export function rupees(value: number): string {
  return `₹${value.toLocaleString('en-IN', { maximumFractionDigits: Number.isInteger(value) ? 0 : 2 })}`;
}

export const count = (value: number) => value.toLocaleString('en-IN');

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
