// The served bundle is always the production one, and a build is redone whenever
// something that changes its output changed (issue 9, point 8).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildCommand, webBuildInputs, webBuildStamp } from './start.mjs';

describe('the web build command', () => {
  it('builds for production whatever NODE_ENV the shell has', () => {
    for (const NODE_ENV of ['development', 'test', undefined]) {
      const { command, args, options } = webBuildCommand({ PATH: '/usr/bin', NODE_ENV });
      expect(command).toBe('npm');
      expect(args.slice(0, 4)).toEqual(['run', 'build', '-w', 'apps/web']);
      expect(args.join(' ')).toMatch(/-- .*--mode production/);
      expect(options.env.NODE_ENV).toBe('production');
      expect(options.env.PATH).toBe('/usr/bin');
    }
  });

  // The real build, from a shell that says development: React's production build is
  // bundled (its development build carries warnings such as 'Check the render method').
  it('bundles React for production from a development shell', { timeout: 240_000 }, () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-web-build-'));
    try {
      const { command, args, options } = webBuildCommand({
        ...process.env,
        NODE_ENV: 'development',
      });
      const res = spawnSync(command, [...args, '--outDir', outDir, '--emptyOutDir'], {
        ...options,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      expect(res.status, String(res.stderr)).toBe(0);
      const assets = path.join(outDir, 'assets');
      const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const file of scripts) {
        expect(readFileSync(path.join(assets, file), 'utf8'), file).not.toContain(
          'Check the render method of',
        );
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('the build stamp', () => {
  let base;
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };
  const stamp = (env = {}) => webBuildStamp({ env, base });

  beforeEach(() => {
    base = mkdtempSync(path.join(os.tmpdir(), 'clinic-stamp-'));
    write('apps/web/src/main.tsx', 'render()');
    write('apps/web/index.html', '<div id="root"></div>');
    write('apps/web/vite.config.ts', 'export default {}');
    write('apps/web/package.json', '{}');
    write('packages/shared/src/messages.ts', 'export const A = 1;');
    write('package-lock.json', '{"packages":{"node_modules/react":{"version":"19.2.0"}}}');
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('is the same for the same inputs, whatever NODE_ENV or unrelated variables say', () => {
    const first = stamp({ NODE_ENV: 'production' });
    expect(stamp({ NODE_ENV: 'development' })).toBe(first);
    expect(stamp({ API_PORT: '4000', HOME: '/elsewhere' })).toBe(first);
  });

  it('records the forced production mode among its inputs', () => {
    expect(webBuildInputs({ env: { NODE_ENV: 'development' }, base })).toMatchObject({
      mode: 'production',
      nodeEnv: 'production',
    });
  });

  it('changes with a VITE_ variable, which Vite writes into the bundle', () => {
    const first = stamp();
    expect(stamp({ VITE_API_BASE_URL: '/v2/api' })).not.toBe(first);
    expect(stamp({ VITE_API_BASE_URL: '/v3/api' })).not.toBe(
      stamp({ VITE_API_BASE_URL: '/v2/api' }),
    );
  });

  it.each([
    ['a source file', 'apps/web/src/main.tsx'],
    ['a shared source file', 'packages/shared/src/messages.ts'],
    ['the Vite config', 'apps/web/vite.config.ts'],
    ['the lockfile (dependency versions)', 'package-lock.json'],
    ['the web package', 'apps/web/package.json'],
  ])('changes when %s changes', (_what, file) => {
    const first = stamp();
    write(file, 'changed');
    expect(stamp()).not.toBe(first);
  });

  it.each(['.env', '.env.production', '.env.production.local', '.env.local'])(
    'changes when Vite would read apps/web/%s',
    (file) => {
      const first = stamp();
      write(`apps/web/${file}`, 'VITE_APP_NAME=Other Clinic');
      expect(stamp()).not.toBe(first);
    },
  );

  it('changes when a source file is added', () => {
    const first = stamp();
    write('apps/web/src/new-page.tsx', 'x');
    expect(stamp()).not.toBe(first);
  });
});
