import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg)$/;
const MIN_COMPRESS_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Writes .gz and .br siblings of every text asset over 1 KiB after the bundle is
 * written, so the API server can hand out precompressed files without CPU per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'clinic:precompress',
    apply: 'build',
    // The browser's files only: the server render's bundle is read from disk by the server.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        if ((await stat(file)).size <= MIN_COMPRESS_BYTES) continue;
        jobs.push(
          readFile(file).then(async (content) => {
            const [gz, br] = await Promise.all([
              gzipAsync(content, { level: 9 }),
              brotliAsync(content, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            ]);
            await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}

/** Where the server bundle goes inside the browser's build folder (apps/server's plugins/pages.ts). */
const SSR_DIR = '.ssr';

/** Puts the server bundle into the browser's output folder, wherever `--outDir` puts that. */
function serverBundleInside(): Plugin {
  let outDir = 'dist';
  return {
    name: 'clinic:server-bundle-inside',
    config(config) {
      outDir = config.build?.outDir ?? outDir;
    },
    configEnvironment(name) {
      if (name === 'ssr') return { build: { outDir: join(outDir, SSR_DIR) } };
    },
  };
}

export default defineConfig({
  root,
  resolve: { alias: { '@': resolve(root, 'src') } },
  plugins: [react(), tailwindcss(), precompress(), serverBundleInside()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
  },
  // `vite build` makes both bundles, one after the other (docs/decisions/030): the
  // browser's, with a manifest the server reads to preload a page's chunks, and the
  // server render's (src/entry-server.tsx), in the browser's folder under .ssr/
  // (serverBundleInside): one folder to deploy, a dot folder the server never serves.
  builder: {},
  environments: {
    client: { build: { manifest: true } },
    ssr: {
      build: {
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: resolve(root, 'src/entry-server.tsx') },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // A whole user flow under jsdom can take seconds on a busy 2-core machine.
    testTimeout: 30_000,
    unstubGlobals: true,
  },
});
