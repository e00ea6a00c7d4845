import type { AppointmentListItem } from '@/types/portal-appointment';
import { errorResponse, mockFetch } from './test-utils';

let sequence = 0;

/** An appointment as the portal lists it; every call gives a new id and number. */
export function appointmentItem(overrides: Partial<AppointmentListItem> = {}): AppointmentListItem {
  sequence += 1;
  const n = 1122580 + sequence;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    publicId: `#${n}`,
    patientId: `p-${sequence}`,
    patient: `Patient ${sequence}`,
    treatment: 'General consultation',
    appointmentType: 'Clinic Visit',
    mode: 'clinic',
    status: 'Confirmed',
    startTime: '2026-03-12T03:30:00.000Z',
    endTime: '2026-03-12T04:00:00.000Z',
    date: '12 Mar 2026',
    time: '09:00 AM',
    timeRange: '09:00 AM - 09:30 AM',
    ...overrides,
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * A fake API for portal tests: handlers keyed 'GET /api/portal/summary'; a key may end
 * with '*' to match any rest of the path. Everything else answers 404. Every request
 * is recorded with its parsed query and JSON body (FormData bodies as FormData).
 */
export function servePortal(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = mockFetch(async (request) => {
    const url = new URL(request.url);
    let body: unknown = undefined;
    const type = request.headers.get('content-type') ?? '';
    if (request.method !== 'GET') {
      if (type.includes('application/json')) body = await request.json();
      else if (type.includes('multipart/form-data')) body = await request.formData();
      else body = await request.text();
    }
    const recorded = { method: request.method, path: url.pathname, params: url.searchParams, body };
    requests.push(recorded);
    const key = `${request.method} ${url.pathname}`;
    const handler =
      handlers[key] ??
      Object.entries(handlers).find(
        ([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)),
      )?.[1];
    if (handler) return handler(recorded);
    return errorResponse('NOT_FOUND');
  });
  return {
    fetchMock,
    requests,
    /** Requests to one path (and method), in order. */
    to: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
  };
}
