// Two small font files that stand in for two whole ones (docs/decisions/030).
// Every fee shows '₹', which alone made a page load Inter's Latin Extended file
// (85 kB); every page in English shows 'हिन्दी' in the language switch, which
// alone made it load Noto Sans Devanagari (121 kB). These are those characters
// cut from the same @fontsource files by HarfBuzz's subsetter, every weight kept
// (variable) and, for Devanagari, the shaping that joins the letters of the word.
//
//   node scripts/subset-fonts.mjs   writes them to src/assets/fonts/
//
// src/styles/fonts.test.ts checks that the files there are what this writes.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
export const FONTS_DIR = path.resolve(here, '../src/assets/fonts');

export const SUBSETS = [
  {
    file: 'inter-rupee-wght-normal.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
    text: '₹',
  },
  {
    file: 'noto-sans-devanagari-hindi-label-wght-normal.woff2',
    source:
      '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    // LANGUAGE_NAMES.hi of @clinic/shared/i18n/languages.
    text: 'हिन्दी',
  },
];

/** The woff2 bytes of one subset. */
export async function subset({ source, text }) {
  return subsetFont(await readFile(require.resolve(source)), text, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const entry of SUBSETS) {
    const bytes = await subset(entry);
    await writeFile(path.join(FONTS_DIR, entry.file), bytes);
    console.log(`${entry.file}: ${bytes.length} bytes (${[...entry.text].join(' ')})`);
  }
}
