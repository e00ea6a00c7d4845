// @vitest-environment node
// The two small font files (scripts/subset-fonts.mjs) are what the script writes from
// the installed @fontsource files, and fonts.css sends the right characters to them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '@clinic/shared/i18n/languages';
// @ts-expect-error: a plain ES module of the build's scripts, without types.
import { FONTS_DIR, SUBSETS, subset } from '../../scripts/subset-fonts.mjs';

interface Subset {
  file: string;
  source: string;
  text: string;
}
const subsets = SUBSETS as Subset[];
const css = readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');

/** The faces of fonts.css: family, file and unicode-range as code points. */
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
  family: /font-family:\s*'([^']+)'/.exec(body!)?.[1],
  src: /url\('([^']+)'\)/.exec(body!)?.[1] ?? '',
  range: (/unicode-range:([^;]*);/.exec(body!)?.[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
}));

const covers = (range: string[], codePoint: number) =>
  range.some((part) => {
    const [from, to = from] = part.replace(/^U\+/, '').split('-');
    return codePoint >= parseInt(from!, 16) && codePoint <= parseInt(to!, 16);
  });

const faceOf = (file: string) => faces.find((f) => f.src.endsWith(`/${file}`));

describe('the subset fonts', () => {
  it('are the files the script cuts from the installed fonts', async () => {
    for (const entry of subsets) {
      const committed = readFileSync(path.join(FONTS_DIR, entry.file));
      const fresh = (await subset(entry)) as Buffer;
      expect(
        Buffer.compare(committed, fresh),
        `${entry.file} differs from a fresh cut: run node scripts/subset-fonts.mjs`,
      ).toBe(0);
      expect(committed.length).toBeLessThan(8_000);
    }
  });

  it("cut the language switch's Hindi name and the rupee sign", () => {
    expect(subsets.map((s) => s.text)).toEqual(['₹', LANGUAGE_NAMES.hi]);
  });

  it('take exactly their characters in fonts.css, which no other face of their family claims', () => {
    for (const entry of subsets) {
      const face = faceOf(entry.file);
      expect(face, `a face for ${entry.file}`).toBeDefined();
      const points = [...new Set([...entry.text].map((c) => c.codePointAt(0)!))].sort(
        (a, b) => a - b,
      );
      const listed = face!.range.map((part) => parseInt(part.replace(/^U\+/, ''), 16));
      expect(listed.sort((a, b) => a - b)).toEqual(points);
      for (const other of faces.filter((f) => f.family === face!.family && f !== face)) {
        for (const point of points) expect(covers(other.range, point)).toBe(false);
      }
    }
  });

  it("use the Hindi label's face only for the switch's name on a page not in Hindi", () => {
    const label = faceOf(subsets[1]!.file)!;
    expect(css).toMatch(
      new RegExp(
        `:root:not\\(:lang\\(hi\\)\\) \\[data-language-name='hi'\\] \\{\\s*font-family: '${label.family}', var\\(--font-sans\\);`,
      ),
    );
  });
});
