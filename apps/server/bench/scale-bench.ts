// `npm run bench -- --scale` (or BENCH_SCALE=1): the hot reads at the scale of
// a clinic chain on PostgreSQL (issue 12, point 7). Seeds 100,000 doctors and
// 10,000,000 appointments into its own database once (scale-seed.ts; later
// runs find them and reuse them), starts the real server on it and measures
// search, slots, the dashboard and the appointment list at 32 connections with
// realistic traffic: many cities, specialities, doctors, dates, pages and
// sorts, drawn per request. Each read is measured as the caches let it
// answer, and again with every request distinct, so no cache hides the
// database. The query plans of the hot SQL go to a file for docs/decisions/014.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { systemClock } from '../src/lib/clock.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { Tokens } from '../src/modules/auth/tokens.ts';
import { leanLoad, median } from './lean-load.ts';
import { explainHotQueries } from './scale-plans.ts';
import { BUSY_DOCTORS, ensureScaleData, SCALE_PASSWORD, scaleDoctorPhone } from './scale-seed.ts';
import { startServer, type RunningServer } from './server-process.ts';

const DATABASE_URL =
  process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scale_bench';
const PORT = process.env.BENCH_SCALE_PORT ?? '3510';
const JWT_SECRET = 'scale-bench-jwt-secret-0123456789abcdef';
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
/**
 * Starts of the server, each measuring every read once (BENCH_SCALE_ROUNDS, 1):
 * with more, each figure is the median over the starts, with the range of its p99.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_SCALE_ROUNDS ?? 1));
/** Server processes (WORKERS, decision 013): 1 by default, as the figures of decision 014. */
const WORKERS = process.env.BENCH_SCALE_WORKERS ?? '1';
/**
 * Only the reads whose name contains one of these texts (BENCH_SCALE_ONLY, separated
 * by |), for a before and after of a few reads without the rest.
 */
const ONLY = (process.env.BENCH_SCALE_ONLY ?? '').split('|').filter(Boolean);
/**
 * A folder for a CPU profile of each measured start of the server
 * (BENCH_SCALE_CPU_PROF), written when it stops: where a read's time goes in the
 * server's own code. Profiling slows the server; its figures are not the record.
 */
const CPU_PROF = process.env.BENCH_SCALE_CPU_PROF;
const profiled = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
const P99_TARGET_MS = 50;
/** Doctors whose tokens the portal traffic spreads over. */
const PORTAL_DOCTORS = 20_000;

interface Row {
  name: string;
  value: string;
  target: string;
  ok: boolean | null;
}

type Pick = () => { path: string; headers?: Record<string, string> };

const pickOne = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** Draws from [value, weight] pairs. */
function weighted<T>(pairs: readonly (readonly [T, number])[]): () => T {
  const total = pairs.reduce((a, [, w]) => a + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [v, w] of pairs) if ((r -= w) < 0) return v;
    return pairs[pairs.length - 1]![0];
  };
}

async function ensureDatabase(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

/** Requests drawn per run: more than any read answers in a run, so few repeat. */
const DRAWS = Math.max(20_000, 3_000 * SECONDS);

/**
 * Measures with the lean client (lean-load.ts) over requests drawn before the
 * run: autocannon parses every body byte in JavaScript and drew each request
 * in the run, on the same two cores as the server (decision 036).
 */
async function measure(server: RunningServer, pick: Pick, seconds = SECONDS) {
  const paths = Array.from({ length: DRAWS }, () => pick());
  const r = await leanLoad({
    url: server.url,
    paths,
    headers: {},
    connections: CONNECTIONS,
    seconds,
  });
  return { rps: r.rps, p50: r.p50, p99: r.p99, bad: r.failed };
}

export async function runScaleBench(): Promise<number> {
  const rows: Row[] = [];
  const record = (name: string, value: string, target = '', ok: boolean | null = null) => {
    rows.push({ name, value, target, ok });
    console.log(`${name}: ${value}${target ? ` (${target})` : ''}`);
  };
  const log = (m: string) => console.log(m);
  await ensureDatabase(DATABASE_URL);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-scale-bench-'));
  const env = {
    DATABASE_URL,
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    PORT,
    JWT_SECRET,
    SEED_DEMO_DATA: 'on',
    WORKERS,
  };
  let server: RunningServer | undefined;
  try {
    // Migrate (and seed the demo data into an empty database), then the scale data.
    const first = await startServer(env, 600_000);
    await first.stop();
    const seeded = await ensureScaleData(DATABASE_URL, () => hashPassword(SCALE_PASSWORD), log);
    const c = seeded.counts;
    record(
      'scale data (new doctors, patients, appointments, invoices)',
      `${c.doctors}, ${c.patients}, ${c.appointments}, ${c.invoices}` +
        (seeded.seededMs === null
          ? ' (reused)'
          : ` (seeded in ${(seeded.seededMs / 60_000).toFixed(1)} min)`),
    );

    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    const q = async <T>(sql: string, params: unknown[] = []) =>
      (await db.query(sql, params)).rows as T[];
    const [size] = await q<{ db: string; appts: string; doctors: string; total: string }>(
      `select pg_size_pretty(pg_database_size(current_database())) as db,
              pg_size_pretty(pg_total_relation_size('appointments')) as appts,
              (select count(*) from users where role = 'doctor')::text as doctors,
              (select reltuples::bigint from pg_class where relname = 'appointments')::text as total`,
    );
    record(
      'database size (appointments with indexes)',
      `${size!.db} (${size!.appts}); ${size!.doctors} doctors, ~${size!.total} appointments in all`,
    );

    // What the traffic draws from: cities and specialities as doctors are spread over them.
    const cities = await q<{ city: string; n: number }>(
      `select min(c.city) as city, count(*)::int as n from clinics c join users u on u.id = c.doctor_id
        where u.phone like '+915%' group by lower(c.city) order by n desc limit 80`,
    );
    const specs = await q<{ name: string; n: number }>(
      `select s.name, count(*)::int as n from doctor_specializations ds
         join specializations s on s.id = ds.specialization_id group by s.name`,
    );
    const listed = await q<{ id: string; phone: string }>(
      `select u.id, u.phone from users u join doctor_profiles p on p.user_id = u.id
        where u.phone like '+915%' and u.status = 'active' and p.verification_status = 'Verified'
        order by hashtext(u.id::text) limit $1`,
      [PORTAL_DOCTORS],
    );
    const busy = await q<{ id: string }>(
      `select u.id from users u join doctor_profiles p on p.user_id = u.id
        where u.phone like '+915%' and u.phone <= $1 and u.status = 'active'
          and p.verification_status = 'Verified'`,
      [`+91${scaleDoctorPhone(BUSY_DOCTORS)}`],
    );

    server = await startServer(env, 600_000, profiled);
    record('start to healthy (100k doctors)', `${(server.readyMs / 1000).toFixed(2)} s`);
    const rssIdle = server.rssBytes() / 2 ** 20;
    const t0 = performance.now();
    const firstSearch = await fetch(
      `${server.url}/api/userside/patients/search-doctors?city=${encodeURIComponent(cities[0]!.city)}`,
    );
    await firstSearch.arrayBuffer();
    const firstMs = performance.now() - t0;
    const rssLoaded = server.rssBytes() / 2 ** 20;
    const [dirCount] = await q<{ n: number }>(
      `select count(*)::int as n from users u join doctor_profiles p on p.user_id = u.id
        where u.role = 'doctor' and u.status = 'active' and p.verification_status = 'Verified'`,
    );
    record(
      `doctor directory in memory (${dirCount!.n} doctors)`,
      `first search ${firstMs.toFixed(0)} ms; RSS ${rssIdle.toFixed(0)} MiB before, ${rssLoaded.toFixed(0)} MiB after`,
    );

    const city = weighted(cities.map((c) => [c.city, c.n] as const));
    const spec = weighted(specs.map((s) => [s.name, s.n] as const));
    const sort = weighted([
      ['relevance', 60],
      ['fee', 15],
      ['rating', 10],
      ['experience', 10],
      ['fee-desc', 5],
    ] as const);
    const page = weighted([
      [1, 75],
      [2, 15],
      [3, 7],
      [5, 3],
    ] as const);
    // What patients ask: a speciality in a city mostly, sometimes a filter,
    // sometimes a whole city, now and then "available today".
    const searchQuery = () => {
      const p = new URLSearchParams();
      const r = Math.random();
      if (r < 0.9) p.set('specialization', spec());
      p.set('city', city());
      const s = sort();
      if (s !== 'relevance') p.set('sort', s);
      const pg = page();
      if (pg > 1) p.set('page', String(pg));
      const f = Math.random();
      if (f < 0.1) p.set('gender', 'female');
      else if (f < 0.15) p.set('minExperience', '10');
      else if (f < 0.2) p.set('mode', 'virtual');
      else if (f < 0.25) p.set('availableToday', 'true');
      return p;
    };
    const search = (distinct: boolean): Pick => {
      let n = 0;
      return () => {
        const p = searchQuery();
        // A fee cap no two requests share: the answer is the same kind of
        // page, but no cache has seen the question.
        if (distinct) p.set('maxFee', String(100_000 - (n++ % 90_000)));
        return { path: `/api/userside/patients/search-doctors?${p}` };
      };
    };
    const runs: [string, Pick, number | null][] = [];
    runs.push(['search-doctors, realistic mix (caches as they are)', search(false), P99_TARGET_MS]);
    runs.push([
      'search-doctors, every request distinct (no cache hit)',
      search(true),
      P99_TARGET_MS,
    ]);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      systemClock.now(),
    );
    const dateAhead = (days: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    const doctorIds = listed.map((d) => d.id);
    runs.push([
      `doctor slots (7 days from today), random doctor of ${doctorIds.length}`,
      () => ({ path: `/api/doctors/${pickOne(doctorIds)}/slots?days=7` }),
      P99_TARGET_MS,
    ]);
    runs.push([
      'doctor slots, random doctor and start date (no cache hit)',
      () => ({
        path: `/api/doctors/${pickOne(doctorIds)}/slots?days=7&from=${dateAhead(Math.floor(Math.random() * 14))}`,
      }),
      P99_TARGET_MS,
    ]);

    // Portal traffic: access tokens minted with the server's secret for many
    // doctors, a fifth of the requests from the busy ones (2,000 appointments).
    // One real login first proves the scale doctors' accounts work.
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: listed[0]!.phone.slice(3), password: SCALE_PASSWORD }),
    });
    record('log in as a scale doctor', `${login.status}`, '200', login.status === 200);
    await login.arrayBuffer();
    const tokens = new Tokens(JWT_SECRET, 3 * 3600);
    const now = systemClock.now();
    const auth = async (ids: string[]) =>
      Promise.all(
        ids.map(
          async (id) =>
            `Bearer ${await tokens.signAccess({ sub: id, role: 'doctor', tv: 0 }, now)}`,
        ),
      );
    const ordinaryTokens = await auth(doctorIds);
    const busyTokens = await auth(busy.map((b) => b.id));
    const hotTokens = busyTokens.slice(0, 16).concat(ordinaryTokens.slice(0, 16));
    const portalToken = () => (Math.random() < 0.2 ? pickOne(busyTokens) : pickOne(ordinaryTokens));
    const listSorts = [
      'date',
      'date',
      'date',
      'publicId',
      'patient',
      'treatment',
      'status',
      'time',
    ];
    runs.push([
      'portal dashboard, 32 doctors (caches hit)',
      () => ({ path: '/api/portal/dashboard', headers: { authorization: pickOne(hotTokens) } }),
      P99_TARGET_MS,
    ]);
    runs.push([
      `portal dashboard, random doctor of ${busyTokens.length + ordinaryTokens.length} (mostly misses)`,
      () => ({ path: '/api/portal/dashboard', headers: { authorization: portalToken() } }),
      P99_TARGET_MS,
    ]);
    runs.push([
      'appointment list page 1 by date, random doctor',
      () => ({
        path: '/api/appointments?page=1&pageSize=10&sort=date',
        headers: { authorization: portalToken() },
      }),
      P99_TARGET_MS,
    ]);
    runs.push([
      'appointment list, random doctor, page, sort and order (no cache hit)',
      () => {
        const busyOne = Math.random() < 0.2;
        const pages = busyOne ? 200 : 8;
        return {
          path: `/api/appointments?page=${1 + Math.floor(Math.random() * pages)}&pageSize=10&sort=${pickOne(listSorts)}&dir=${Math.random() < 0.5 ? 'asc' : 'desc'}`,
          headers: { authorization: busyOne ? pickOne(busyTokens) : pickOne(ordinaryTokens) },
        };
      },
      P99_TARGET_MS,
    ]);

    if (ONLY.length > 0) {
      const chosen = runs.filter(([name]) => ONLY.some((text) => name.includes(text)));
      if (chosen.length === 0) throw new Error(`BENCH_SCALE_ONLY names no read: ${ONLY.join('|')}`);
      runs.splice(0, runs.length, ...chosen);
    }

    // Each round starts the server afresh: runs of one commit differ more between
    // starts than between runs of one process, so a round per start, then the median.
    const measured = runs.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
    const workers = WORKERS === '1' ? '' : `, ${WORKERS} workers`;
    for (let round = 1; round <= ROUNDS; round++) {
      if (round > 1) {
        await server.stop();
        server = await startServer(env, 600_000, profiled);
      }
      for (const [i, [name, pick]] of runs.entries()) {
        await measure(server, pick, 2); // warm up
        const r = await measure(server, pick);
        measured[i]!.push(r);
        if (ROUNDS > 1)
          log(
            `${name}, round ${round} of ${ROUNDS}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.bad ? `, ${r.bad} failed` : ''} (load ${os.loadavg()[0]!.toFixed(1)})`,
          );
      }
    }
    for (const [i, [name, , target]] of runs.entries()) {
      const rounds = measured[i]!;
      const p99s = rounds.map((r) => r.p99);
      const rps = median(rounds.map((r) => r.rps));
      const p99 = median(p99s);
      const bad = rounds.reduce((sum, r) => sum + r.bad, 0);
      const figures = `${rps.toFixed(0)} req/s, p50 ${median(rounds.map((r) => r.p50))} ms, p99 ${p99} ms`;
      const value =
        ROUNDS === 1
          ? figures
          : `median of ${ROUNDS} starts: ${figures} (p99 ${Math.min(...p99s)}–${Math.max(...p99s)} ms)`;
      record(
        `${name}, ${CONNECTIONS} connections${workers}`,
        `${value}${bad ? `, ${bad} failed` : ''} (load ${os.loadavg()[0]!.toFixed(1)})`,
        target === null ? '' : `p99 ≤ ${target} ms`,
        target === null ? null : p99 <= target && bad === 0,
      );
    }
    record('server memory after load (RSS)', `${(server.rssBytes() / 2 ** 20).toFixed(0)} MiB`);
    await server.stop();
    server = undefined;

    const bigCity = await q<{ id: string }>(
      `select c.doctor_id as id from clinics c join users u on u.id = c.doctor_id
        where lower(c.city) = lower($1) and u.phone like '+915%' order by hashtext(c.doctor_id::text) limit 500`,
      [cities[0]!.city],
    );
    const plans = await explainHotQueries(DATABASE_URL, {
      busyDoctor: busy[0]!.id,
      ordinaryDoctor: doctorIds[0]!,
      pageDoctors: bigCity.slice(0, 10).map((r) => r.id),
      cityDoctors: bigCity.map((r) => r.id),
      now: systemClock.now(),
    });
    const plansFile =
      process.env.BENCH_SCALE_PLANS ?? path.join(os.tmpdir(), 'clinic-scale-plans.md');
    writeFileSync(plansFile, plans);
    record('query plans (EXPLAIN ANALYZE, BUFFERS)', `written to ${plansFile}`);
    await db.end();
  } finally {
    if (server) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const width = Math.max(...rows.map((r) => r.name.length));
  console.log('\nscale benchmark'.padEnd(width + 2) + 'result');
  for (const r of rows) {
    const verdict = r.ok === null ? '' : r.ok ? `  ok (${r.target})` : `  MISSED (${r.target})`;
    console.log(`${r.name.padEnd(width)}  ${r.value}${verdict}`);
  }
  return rows.some((r) => r.ok === false) ? 1 : 0;
}
