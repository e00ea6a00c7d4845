// `npm run bench`: speed and memory targets, measured on the real server
// process with the seeded demo data (RATE_LIMITS=off). Prints a table and
// exits 1 when a target is missed. Targets never live in tests.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { repoRoot, startServer } from './server-process.ts';
import { benchPortal } from './portal-bench.ts';
import { addLedgerInvoices, benchLedgerExport } from './ledger-bench.ts';
import { benchWorkers } from './workers-bench.ts';
import { benchCost } from './cost-bench.ts';
import { benchOutbox } from './outbox-bench.ts';
import { benchPaint } from './paint-bench.ts';

interface Row {
  name: string;
  value: string;
  target: string;
  ok: boolean | null;
}
const rows: Row[] = [];
const record = (name: string, value: string, target = '', ok: boolean | null = null) =>
  rows.push({ name, value, target, ok });

export interface HttpResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  connections: number,
  seconds = 8,
  paths?: string[],
  headers?: { [key: string]: string },
): Promise<HttpResult> {
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    ...(paths ? { requests: paths.map((p) => ({ method: 'GET' as const, path: p })) } : {}),
    ...(headers ? { headers } : {}),
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

// `npm run bench -- --scale` (or BENCH_SCALE=1): 100,000 doctors and 10 million
// appointments on PostgreSQL instead (bench/scale-bench.ts).
if (process.argv.includes('--scale') || process.env.BENCH_SCALE === '1') {
  process.exit(await (await import('./scale-bench.ts')).runScaleBench());
}

// `npm run bench -- --paint` (or BENCH_PAINT=1): only the paint budget of the
// public pages in headless Chromium (bench/paint-bench.ts).
if (process.argv.includes('--paint') || process.env.BENCH_PAINT === '1') {
  process.exit(await (await import('./paint-bench.ts')).runPaintBench());
}

// Measure the web app as the sources are now, never a stale build.
const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
  cwd: repoRoot,
  stdio: 'ignore',
});
if (build.status !== 0) throw new Error('the web build failed');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-'));
const env = { DATA_DIR: dataDir, RATE_LIMITS: 'off', PORT: process.env.BENCH_PORT ?? '3310' };
try {
  // First start: migrate and seed an empty database.
  const first = await startServer(env);
  const seedMatch = /Seeded the demo data in ([\d.]+) s/.exec(first.output());
  const seedS = seedMatch ? Number(seedMatch[1]) : NaN;
  record('seed the demo data (first start)', `${seedS.toFixed(1)} s`, '≤ 30 s', seedS <= 30);
  const stop1 = await first.stop();
  record(
    'SIGTERM to exit',
    `${stop1.ms.toFixed(0)} ms, code ${stop1.code}`,
    'exit 0',
    stop1.code === 0,
  );

  // The ledger's 10,000 invoices go in while no server holds the database.
  await addLedgerInvoices(dataDir);

  // Second start on the same data: must keep it and be healthy quickly.
  const server = await startServer(env);
  record(
    'second start to healthy',
    `${(server.readyMs / 1000).toFixed(2)} s`,
    '≤ 5 s',
    server.readyMs <= 5000,
  );
  await new Promise((r) => setTimeout(r, 3000));
  const idleMb = server.rssBytes() / 1024 / 1024;
  record('server memory at idle (RSS, embedded database)', `${idleMb.toFixed(0)} MiB`);

  const health = await load(`${server.url}/api/healthz`, 32);
  record(
    'GET /api/healthz, 32 connections',
    `${health.rps.toFixed(0)} req/s, p50 ${health.p50} ms, p99 ${health.p99} ms`,
    'no errors',
    health.errors === 0 && health.non2xx === 0,
  );
  // Search over a mix of real queries: speciality and city pairs, filters, sorts, pages.
  const searchPaths = [
    'specialization=Dermatologist&city=Bengaluru',
    'specialization=General%20Physician&city=Mumbai',
    'specialization=Dentist&city=Delhi&sort=fee',
    'specialization=Pediatrician&city=Chennai&gender=female',
    'city=Pune&sort=rating',
    'specialization=Gynecologist%2FObstetrician&city=Hyderabad&minExperience=10',
    'specialization=Cardiologist&city=Kolkata&availableToday=true',
    'specialization=General%20Physician&city=Bengaluru&page=2',
  ].map((q) => `/api/userside/patients/search-doctors?${q}`);
  await load(server.url, 8, 2, searchPaths); // warm the directory
  const search = await load(server.url, 32, 10, searchPaths);
  record(
    'GET search-doctors, 32 connections',
    `${search.rps.toFixed(0)} req/s, p50 ${search.p50} ms, p99 ${search.p99} ms`,
    'p99 ≤ 50 ms',
    search.p99 <= 50 && search.errors === 0 && search.non2xx === 0,
  );
  record(
    'search throughput against healthz',
    `${((search.rps / health.rps) * 100).toFixed(0)} %`,
    '≥ 25 %',
    search.rps >= health.rps / 4,
  );

  const doctorIds: string[] = [];
  for (const p of searchPaths.slice(0, 4)) {
    const body = (await (await fetch(server.url + p)).json()) as { results: { userId: string }[] };
    doctorIds.push(...body.results.slice(0, 5).map((r) => r.userId));
  }
  const slotPaths = doctorIds.map((id) => `/api/doctors/${id}/slots?days=7`);
  const slots = await load(server.url, 32, 10, slotPaths);
  record(
    'GET doctor slots (7 days), 32 connections',
    `${slots.rps.toFixed(0)} req/s, p50 ${slots.p50} ms, p99 ${slots.p99} ms`,
    'p99 ≤ 30 ms',
    slots.p99 <= 30 && slots.errors === 0 && slots.non2xx === 0,
  );
  await benchPortal(server, record, load);
  await benchLedgerExport(server, record);
  const peakMb = server.rssBytes() / 1024 / 1024;
  record('server memory after load (RSS)', `${peakMb.toFixed(0)} MiB`);
  await server.stop();
  // Per-request cost: the same data in production mode against a bare Fastify process.
  await benchCost(record, dataDir);
  await benchWorkers(record, load, searchPaths);
  await benchOutbox(record);
  // The public pages in a browser; this also counts the landing's JavaScript and fonts.
  await benchPaint(record, dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const width = Math.max(...rows.map((r) => r.name.length));
console.log('\nbenchmark'.padEnd(width + 2) + 'result');
for (const r of rows) {
  const verdict = r.ok === null ? '' : r.ok ? `  ok (${r.target})` : `  MISSED (${r.target})`;
  console.log(`${r.name.padEnd(width)}  ${r.value}${verdict}`);
}
const missed = rows.filter((r) => r.ok === false);
process.exit(missed.length ? 1 : 0);
