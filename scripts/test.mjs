// `npm test`: every check, in order, and one closing line with the counts.
// Type check, lint, unit tests (shared, web, server), API tests on PGlite,
// the same API tests on PostgreSQL when TEST_DATABASE_URL is set, then the
// end-to-end tests in Chromium against one real server (the accessibility checks
// two at a time, then the rest). Every step runs even when an earlier one
// failed, so one run shows everything that is wrong.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eBaseURL, e2eHealthURL, e2eServer } from '../e2e/server.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const tmp = path.join(root, '.tmp', 'test-results');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

// Steps by name; a name also picks the steps it prefixes ('e2e': e2e-accessibility and e2e).
const only = process.argv.slice(2);
const wanted = (name) => !only.length || only.some((o) => name === o || name.startsWith(`${o}-`));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
// The names of failed tests, repeated at the end: a CI log is often read
// from its tail only.
const failedTests = [];

function run(name, cmd, args, { cwd = root, env = {}, results } = {}) {
  if (!wanted(name)) return;
  console.log(`\n━━ ${name}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  if (results) count(name, results);
  if (!ok) failedSteps.push(name);
  console.log(
    `━━ ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * The first lines of a failure's message, colours and library frames taken
 * out: enough to tell a timeout from a wrong value ('Expected ... Received
 * ...') when all a reader has is the tail of a CI log.
 */
function excerpt(message, lines = 8) {
  return (
    String(message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      // Of a stack, the frames in the project's own files.
      .filter((line) => !/^\s*at /.test(line) || !/node_modules|node:|<anonymous>/.test(line))
      .slice(0, lines)
      .map((line) => line.replaceAll(`${root}/`, '').slice(0, 200))
      .join('\n    ')
  );
}

function count(name, file) {
  if (!existsSync(file)) {
    if (!failedSteps.includes(name)) failedSteps.push(`${name} (no results)`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    for (const file of r.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status !== 'failed') continue;
        const where = path.relative(root, file.name);
        const why = excerpt(t.failureMessages?.[0]);
        failedTests.push(`${name}: ${where} › ${t.fullName}\n    ${why}`);
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).length) {
        failedTests.push(
          `${name}: ${path.relative(root, file.name)}\n    ${excerpt(file.message)}`,
        );
      }
    }
  } else if (r.stats) {
    totals.passed += r.stats.expected + (r.stats.flaky ?? 0);
    totals.failed += r.stats.unexpected;
    totals.skipped += r.stats.skipped ?? 0;
    const walk = (suite, trail) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected') continue;
          const error = t.results?.at(-1)?.error;
          const at = error?.location
            ? ` (${path.basename(error.location.file)}:${error.location.line})`
            : '';
          failedTests.push(
            `${name}: ${[...trail, spec.title].join(' › ')} [${t.projectName}]${at}\n    ${excerpt(error?.message)}`,
          );
        }
      }
      for (const s of suite.suites ?? []) walk(s, [...trail, s.title]);
    };
    for (const s of r.suites ?? []) walk(s, []);
  }
}

/**
 * The end-to-end tests against one server, started here once: first the accessibility
 * checks, which only read and book their own slots, two at a time (a check spends most
 * of its time waiting for the page, not on the cores); then every other file one test
 * at a time, as they share the demo doctor's day.
 */
async function endToEnd() {
  const e2eDir = path.join(root, 'e2e');
  const server = e2eServer();
  console.log(`\n━━ e2e server: ${server.command} (${e2eBaseURL})`);
  const [command, ...args] = server.command.split(' ');
  const child = spawn(command, args, {
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const up = await healthy(e2eHealthURL, exited, 180_000);
    if (!up) {
      failedSteps.push('e2e (the server did not start)');
      return;
    }
    const playwright = (name, files, extra = []) =>
      run(name, 'npx', ['playwright', 'test', ...extra, ...files], {
        cwd: e2eDir,
        env: {
          E2E_SERVER_STARTED: '1',
          PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(tmp, `${name}.json`),
        },
        results: path.join(tmp, `${name}.json`),
      });
    const accessibility = 'tests/accessibility.spec.ts';
    const rest = readdirSync(path.join(e2eDir, 'tests'))
      .filter((f) => f.endsWith('.spec.ts') && `tests/${f}` !== accessibility)
      .sort()
      .map((f) => `tests/${f}`);
    playwright('e2e-accessibility', [accessibility], ['--workers=2', '--fully-parallel']);
    playwright('e2e', rest);
  } finally {
    child.kill('SIGTERM');
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 10_000)),
    ]);
    if (!stopped) child.kill('SIGKILL');
  }
}

/** Polls `url` until it answers 200 (true), the server exits or `ms` pass (false). */
async function healthy(url, exited, ms) {
  let gone = false;
  exited.then(() => (gone = true));
  const until = Date.now() + ms;
  while (!gone && Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const vitest = (name, cwd, extra = [], env = {}) =>
  run(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${path.join(tmp, name + '.json')}`,
    ],
    {
      cwd,
      env,
      results: path.join(tmp, name + '.json'),
    },
  );

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint']);
vitest('unit-shared', path.join(root, 'packages/shared'));
vitest('unit-web', path.join(root, 'apps/web'));
vitest('unit-server', path.join(root, 'apps/server'), ['--project', 'unit']);
// The start script's own tests (build stamp) and the tests of the lint rules.
vitest('unit-scripts', path.join(root, 'scripts'));
vitest('api-pglite', path.join(root, 'apps/server'), ['--project', 'api']);
if (process.env.TEST_DATABASE_URL) {
  vitest('api-postgres', path.join(root, 'apps/server'), ['--project', 'api'], {
    TEST_DB: 'postgres',
    // Change notices 25 ms late: a test that forgets to wait for one fails at once.
    TEST_NOTICE_DELAY_MS: process.env.TEST_NOTICE_DELAY_MS ?? '25',
  });
  // Two real server processes on that PostgreSQL and on Redis (REDIS_URL of
  // TEST_REDIS_URL, else the local one), spoken to over HTTP as a load balancer would.
  vitest('instances', path.join(root, 'apps/server'), ['--project', 'instances']);
} else {
  console.log(
    '\n━━ api-postgres, instances: skipped (set TEST_DATABASE_URL to run the API tests on PostgreSQL and two instances on it)',
  );
}
if (wanted('e2e') || wanted('e2e-accessibility')) await endToEnd();

console.log('');
if (failedTests.length) console.log(`Failed tests:\n  ${failedTests.join('\n  ')}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
