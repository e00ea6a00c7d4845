// `npm start`: build the web app when its sources changed since the last
// build, then run the server (TypeScript through tsx, in this same process so
// signals reach it directly).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist');
const stampFile = path.join(dist, '.source-hash');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** A hash of every input of the web build: changes when any source does. */
export function webSourceHash() {
  const hash = createHash('sha256');
  const inputs = [
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(root, 'packages/shared/src'),
  ];
  const singles = ['index.html', 'vite.config.ts', 'package.json'].map((f) => path.join(webDir, f));
  const all = [];
  for (const dir of inputs) if (existsSync(dir)) all.push(...files(dir));
  for (const f of singles) if (existsSync(f)) all.push(f);
  for (const f of all.sort()) {
    hash.update(path.relative(root, f));
    hash.update(readFileSync(f));
  }
  return hash.digest('hex');
}

function ensureWebBuild() {
  const want = webSourceHash();
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (have === want && existsSync(path.join(dist, 'index.html'))) return;
  console.log('Building the web app...');
  const res = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
  writeFileSync(stampFile, want + '\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.env.SKIP_WEB_BUILD !== '1') ensureWebBuild();
  statSync(path.join(root, 'apps/server/src/main.ts'));
  const { register } = await import('tsx/esm/api');
  register();
  await import(path.join(root, 'apps/server/src/main.ts'));
}
