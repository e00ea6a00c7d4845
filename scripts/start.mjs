// `npm start`: build the web app (always the production bundle) when anything that
// changes its output changed since the last build, then run the server (TypeScript
// through tsx, in this same process so signals reach it directly).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist');
const stampFile = path.join(dist, '.build-stamp');

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

// Vite reads these from apps/web in production mode; a value in one changes the bundle.
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];
// The mode is fixed: the served bundle is always the optimized one, whatever NODE_ENV the
// shell has (NODE_ENV=development would make Vite bundle React's development build).
const BUILD_MODE = 'production';

/**
 * Everything that changes the built bundle: the web, shared and build-config sources, the
 * lockfile (versions of Vite, React and every other dependency), Vite's .env files, the
 * VITE_* variables of the environment and the build mode.
 */
export function webBuildInputs({ env = process.env, base = root } = {}) {
  const dirs = ['apps/web/src', 'apps/web/public', 'packages/shared/src'];
  const singles = [
    'apps/web/index.html',
    'apps/web/islands.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'apps/web/tsconfig.json',
    'packages/shared/package.json',
    'tsconfig.base.json',
    'package.json',
    'package-lock.json',
    ...ENV_FILES.map((f) => `apps/web/${f}`),
  ];
  const files = [];
  for (const dir of dirs) {
    const full = path.join(base, dir);
    if (existsSync(full)) files.push(...walk(full));
  }
  for (const f of singles) if (existsSync(path.join(base, f))) files.push(path.join(base, f));
  const variables = Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()
    .map((key) => [key, env[key]]);
  return {
    files: files.map((f) => path.relative(base, f).split(path.sep).join('/')).sort(),
    variables,
    mode: BUILD_MODE,
    nodeEnv: 'production',
  };
}

/** The stamp of a build: a hash of webBuildInputs() and the contents of its files. */
export function webBuildStamp({ env = process.env, base = root } = {}) {
  const inputs = webBuildInputs({ env, base });
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({ variables: inputs.variables, mode: inputs.mode, nodeEnv: inputs.nodeEnv }),
  );
  for (const f of inputs.files) {
    hash.update(`\0${f}\0`);
    hash.update(readFileSync(path.join(base, f)));
  }
  return hash.digest('hex');
}

/** The production build of the web app, whatever NODE_ENV or mode the caller's shell has. */
export function webBuildCommand(env = process.env) {
  return {
    command: 'npm',
    args: ['run', 'build', '-w', 'apps/web', '--', '--mode', BUILD_MODE],
    options: { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } },
  };
}

function ensureWebBuild() {
  const want = webBuildStamp();
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  // The browser's bundles (the app's and the islands') and the server render's (in
  // dist/.ssr, docs/decisions/030), built together.
  const built = ['index.html', 'islands.html', path.join('.ssr', 'entry-server.js')].map((f) =>
    path.join(dist, f),
  );
  if (have === want && built.every((file) => existsSync(file))) return;
  console.log('Building the web app...');
  const { command, args, options } = webBuildCommand();
  const res = spawnSync(command, args, options);
  if (res.status !== 0) process.exit(res.status ?? 1);
  writeFileSync(stampFile, want + '\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npm run build`: the same production build and stamp, without serving.
  if (process.argv.includes('--build-only')) {
    ensureWebBuild();
    process.exit(0);
  }
  if (process.env.SKIP_WEB_BUILD !== '1') ensureWebBuild();
  statSync(path.join(root, 'apps/server/src/main.ts'));
  const { register } = await import('tsx/esm/api');
  register();
  await import(path.join(root, 'apps/server/src/main.ts'));
}
