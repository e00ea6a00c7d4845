import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin } from 'vite';
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

async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length <= MIN_COMPRESS_BYTES) return;
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
}

/**
 * Writes .gz and .br siblings of every text asset over 1 KiB after the bundle is
 * written, so the API server can hand out precompressed files without CPU per request.
 * The app's build does its whole folder (its bundle and the public files); the
 * islands' build, which writes into the same folder after it, only its own files.
 */
function precompress(): Plugin {
  let written: string[] = [];
  return {
    name: 'clinic:precompress',
    apply: 'build',
    // The browser's files only: the server render's bundle is read from disk by the server.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    writeBundle(output, bundle) {
      written = Object.keys(bundle).map((name) => join(output.dir ?? '', name));
    },
    async closeBundle() {
      const { config } = this.environment;
      const files: string[] = [];
      if (config.build.copyPublicDir) {
        for await (const file of walk(resolve(config.root, config.build.outDir))) files.push(file);
      } else files.push(...written);
      await Promise.all(files.filter((file) => COMPRESSIBLE.test(file)).map(compressFile));
    },
  };
}

/** A web catalogue of packages/shared/src/i18n: <language>/<namespace>.ts. */
const CATALOGUE_FILE = /\/packages\/shared\/src\/i18n\/(\w+)\/(\w+)\.ts$/;

/** Only strings and objects of strings: what JSON keeps of a catalogue, whole. */
function assertTexts(value: unknown, path: string): void {
  if (typeof value === 'string') return;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`catalogue ${path} is not a text or an object of texts`);
  }
  for (const [key, inner] of Object.entries(value)) assertTexts(inner, `${path}.${key}`);
}

/**
 * A catalogue imported `?data` (src/lib/i18n) becomes its texts as JSON, evaluated
 * here at build time: its English values point at the spec's constants, and as a
 * module it would import messages.ts and the rest into the page, where a shared
 * module carries every text any chunk uses.
 */
function catalogueData(): Plugin {
  let catalogues: Promise<Record<string, Record<string, unknown>>> | undefined;
  const all = () =>
    (catalogues ??= runnerImport<{ CATALOGUES: Record<string, Record<string, unknown>> }>(
      resolve(root, '../../packages/shared/src/i18n/catalogues.ts'),
    ).then(({ module }) => module.CATALOGUES));
  return {
    name: 'clinic:catalogue-data',
    async load(id) {
      const [file = '', query] = id.split('?');
      const match = CATALOGUE_FILE.exec(file);
      if (query !== 'data' || !match) return null;
      const [, language = '', namespace = ''] = match;
      const texts = (await all())[language]?.[namespace];
      if (texts === undefined) throw new Error(`no catalogue ${language}/${namespace}`);
      assertTexts(texts, `${language}/${namespace}`);
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}

/** The one font file every page paints with (src/styles/fonts.css): Inter's Latin letters. */
const FIRST_FONT = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Preloads that font from index.html, so the swap from the fallback to Inter comes
 * early. The link opens the body, not the head: Chromium holds the first paint for a
 * font preloaded from the head (up to its own time limit), and the fallback with
 * Inter's metrics (src/styles/fonts.css) makes that wait buy nothing
 * (docs/decisions/035). The browser's preload scanner still finds it at once.
 * Build only: its file name is known once the bundle is written.
 */
function preloadFirstFont(): Plugin {
  return {
    name: 'clinic:preload-first-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && FIRST_FONT.test(output.fileName),
        );
        if (!font) throw new Error('the build has no Inter Latin font to preload');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `/${font.fileName}`,
            },
            injectTo: 'body-prepend',
          },
        ];
      },
    },
  };
}

/** The islands build's manifest (apps/server's plugins/pages.ts reads it beside the app's). */
const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

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
      // The islands' document and chunks go beside the app's.
      if (name === 'islands') return { build: { outDir } };
    },
  };
}

/** Test files that need modules of their own (see test.projects). */
const ISOLATED_TESTS = [
  'src/hooks/use-api-error-text.test.tsx',
  'src/features/search/components/treatment-field-hindi.test.tsx',
];

export default defineConfig({
  root,
  resolve: { alias: { '@': resolve(root, 'src') } },
  plugins: [
    react(),
    tailwindcss(),
    catalogueData(),
    precompress(),
    preloadFirstFont(),
    serverBundleInside(),
  ],
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
  builder: {
    async buildApp(builder) {
      const { client, islands, ssr } = builder.environments;
      await builder.build(client!);
      await builder.build(islands!);
      await builder.build(ssr!);
    },
  },
  environments: {
    client: {
      build: {
        manifest: true,
        rolldownOptions: {
          input: {
            index: resolve(root, 'index.html'),
            // The first script of a page the server rendered with the app's data: it
            // starts the app once the page has painted (docs/decisions/035). It imports
            // nothing, so it shares no chunk with the app.
            'start-after-paint': resolve(root, 'src/start-after-paint.ts'),
          },
        },
      },
    },
    // The document of pages the server renders as islands (src/islands.tsx: the
    // landing), built on its own after the app: a module both use would otherwise be
    // one chunk holding what either needs, and the islands would load the app's share.
    islands: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        copyPublicDir: false,
        manifest: ISLANDS_MANIFEST,
        // The starter here too (docs/decisions/035): the islands load once the landing
        // has painted; what a visitor typed or submitted before reaches them then
        // (src/lib/early-input.tsx).
        rolldownOptions: {
          input: {
            islands: resolve(root, 'islands.html'),
            'start-after-paint': resolve(root, 'src/start-after-paint.ts'),
          },
        },
      },
    },
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
    css: false,
    restoreMocks: true,
    // A whole user flow under jsdom can take seconds on a busy 2-core machine.
    testTimeout: 30_000,
    // Both cores, as the server's tests: Vitest's default leaves one free, and
    // the web's 100 files then ran one after another (10 minutes of CI).
    maxWorkers: 2,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        // The files of a worker share its jsdom and its modules, one file after
        // another: jsdom and the app's modules set up once per worker, not per
        // file (about 2 min of CI against 5). Each file leaves the document as it
        // found it (vitest.setup.ts and the files that write it themselves).
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...ISOLATED_TESTS],
          isolate: false,
        },
      },
      // Files that check a module has not been loaded yet need a module cache of their own.
      { extends: true, test: { name: 'web-isolated', include: [...ISOLATED_TESTS] } },
    ],
  },
});
