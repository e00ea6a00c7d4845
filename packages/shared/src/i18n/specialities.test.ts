// The specialities' names (the `common` namespace's `specialities`): one per name of
// the server's seed list, which the specializations table is seeded from, so no
// speciality the API names is left in English on a Hindi page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './en/common.ts';
import hi from './hi/common.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SEED = 'apps/server/src/db/seed/data/specializations.ts';

/** The names of the seed list, in its order: each entry starts `{ name: '...'`. */
function seedNames(): string[] {
  const text = readFileSync(path.join(root, SEED), 'utf8');
  return [...text.matchAll(/\{ name: (['"])(.+?)\1/g)].map((match) => match[2] as string);
}

describe('specialities', () => {
  const names = seedNames();

  it('reads the seed list', () => {
    expect(names.length).toBeGreaterThan(50);
    expect(names).toContain('General Physician');
  });

  it('has every name of the seed list, and no other, in both languages', () => {
    expect(Object.keys(en.specialities)).toEqual(names);
    expect(Object.keys(hi.specialities)).toEqual(names);
  });

  it('shows each name as it is in English', () => {
    for (const [key, value] of Object.entries(en.specialities)) expect(value).toBe(key);
  });

  it('gives each name its own Hindi name, in Devanagari', () => {
    const values = Object.values(hi.specialities);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) {
      expect(value).toMatch(/^[\u0900-\u097F][\u0900-\u097F -]*$/);
    }
    expect(hi.specialities['General Physician']).toBe('सामान्य चिकित्सक');
    expect(hi.specialities.Dermatologist).toBe('त्वचा रोग विशेषज्ञ');
    expect(hi.specialities.Dentist).toBe('दंत चिकित्सक');
  });

  it('has no name i18next would split (its key and namespace separators)', () => {
    for (const name of names) expect(name).not.toMatch(/[.:]/);
  });
});
