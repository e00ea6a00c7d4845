// The query plans of the hot paths at scale, for docs/decisions/014: the real
// repository functions run against a Database whose `rows` prefixes EXPLAIN
// (ANALYZE, BUFFERS), so the plans are of exactly the SQL the server sends.
import type { Database } from '../src/db/client.ts';
import { openDatabase } from '../src/db/client.ts';
import { bookedRanges, bookedRangesOfWindows } from '../src/modules/availability/repository.ts';
import { portalRepository } from '../src/modules/portal/repository.ts';
import { periodsAt } from '../src/modules/portal/service.ts';
import { appointmentRepository } from '../src/modules/appointments/repository.ts';
import { upcomingSince } from '../src/modules/appointments/upcoming.ts';

export interface PlanSubjects {
  busyDoctor: string;
  ordinaryDoctor: string;
  /** Ten doctors of one search page. */
  pageDoctors: string[];
  /** The open doctors an availableToday search checks. */
  cityDoctors: string[];
  now: Date;
}

const TZ = 'Asia/Kolkata';
const DAY_MS = 86_400_000;

export async function explainHotQueries(url: string, s: PlanSubjects): Promise<string> {
  const real = await openDatabase({ url, poolMax: 1 });
  const out: string[] = [];
  let label = '';
  const explaining = {
    async rows(sql: string, params?: unknown[]) {
      // Run once to warm the cache as a server under load would have it, then explain.
      await real.rows(sql, params);
      const plan = await real.rows<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${sql}`,
        params,
      );
      out.push(`### ${label}\n\n\`\`\`\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`);
      return [];
    },
  } as unknown as Database;
  const run = async (what: string, fn: () => Promise<unknown>) => {
    label = what;
    await fn();
  };
  try {
    const { now } = s;
    await run('search: booked times of one page of 10 doctors, 15 days', () =>
      bookedRanges(explaining, s.pageDoctors, now, new Date(now.getTime() + 15 * DAY_MS)),
    );
    await run(`search availableToday: booked times of ${s.cityDoctors.length} doctors, 1 day`, () =>
      bookedRanges(explaining, s.cityDoctors, now, new Date(now.getTime() + DAY_MS)),
    );
    // Concurrent slot reads go as one statement, each doctor with its own window.
    await run('slots: booked times of 10 concurrent reads (doctor and 8 days each)', () =>
      bookedRangesOfWindows(
        explaining,
        s.pageDoctors.map((doctorId, i) => ({
          doctorId,
          from: new Date(now.getTime() + i * DAY_MS),
          to: new Date(now.getTime() + (i + 8) * DAY_MS),
        })),
      ),
    );
    for (const [who, id] of [
      ['busy doctor (2,000 appointments)', s.busyDoctor],
      ['ordinary doctor', s.ordinaryDoctor],
    ] as const) {
      await run(`dashboard cards, ${who}`, () =>
        portalRepository.cardCounts(explaining, id, periodsAt(now, TZ)),
      );
      await run(`dashboard lists, ${who}`, () =>
        portalRepository.lists(explaining, id, now, TZ, upcomingSince(now, TZ)),
      );
    }
    await run('sidebar summary, busy doctor', () =>
      portalRepository.summary(explaining, s.busyDoctor, now),
    );
    const list = {
      doctorId: s.busyDoctor,
      timeZone: TZ,
      sort: 'date',
      dir: 'desc',
      today: upcomingSince(now, TZ),
      limit: 10,
      offset: 0,
    } as const;
    await run('appointment list, busy doctor, page 1 by date', () =>
      appointmentRepository.list(explaining, list),
    );
    await run('appointment list, busy doctor, page 1 nearest dates first (the default)', () =>
      appointmentRepository.list(explaining, { ...list, sort: null }),
    );
    await run('appointment list, busy doctor, page 100 by patient name', () =>
      appointmentRepository.list(explaining, {
        ...list,
        sort: 'patient',
        dir: 'asc',
        offset: 990,
      }),
    );
    await run('appointment list, busy doctor, search "fever"', () =>
      appointmentRepository.list(explaining, { ...list, search: 'fever' }),
    );
  } finally {
    await real.close();
  }
  return out.join('\n');
}
