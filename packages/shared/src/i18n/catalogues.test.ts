// Every language has every key of every namespace, with the plural forms its
// own plural rules need, no empty text, the same interpolated values, and no
// English left untranslated (issue 14: a missing key fails here).
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.ts';
import { LANGUAGES, LOCALES, type Language } from './languages.ts';
import { NAMESPACES } from './namespaces.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Hindi values that are rightly the same as the English (names written in their own language). */
const SAME_IN_EVERY_LANGUAGE = new Set(['common:language.en', 'common:language.hi']);

function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, value);
  }
  return into;
}

interface Keys {
  plain: Set<string>;
  /** Base key -> the plural categories it has. */
  plurals: Map<string, Set<string>>;
  values: Map<string, unknown>;
}

function keysOf(language: Language): Keys {
  const keys: Keys = { plain: new Set(), plurals: new Map(), values: new Map() };
  for (const ns of NAMESPACES) {
    for (const [key, value] of flatten(CATALOGUES[language][ns])) {
      const full = `${ns}:${key}`;
      keys.values.set(full, value);
      const plural = PLURAL_SUFFIX.exec(key);
      if (plural) {
        const base = full.slice(0, -plural[0].length);
        const categories = keys.plurals.get(base) ?? new Set<string>();
        categories.add(plural[1] as string);
        keys.plurals.set(base, categories);
      } else {
        keys.plain.add(full);
      }
    }
  }
  return keys;
}

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const withoutVariables = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');

const english = keysOf('en');

describe('catalogues', () => {
  it('has a catalogue for every language and namespace', () => {
    for (const language of LANGUAGES) {
      for (const ns of NAMESPACES)
        expect(CATALOGUES[language][ns], `${language}/${ns}`).toBeTypeOf('object');
    }
  });

  describe.each(LANGUAGES)('%s', (language) => {
    const keys = keysOf(language);
    const categories = new Intl.PluralRules(LOCALES[language]).resolvedOptions().pluralCategories;

    it('has exactly the keys of every other language', () => {
      expect([...keys.plain].sort()).toEqual([...english.plain].sort());
      expect([...keys.plurals.keys()].sort()).toEqual([...english.plurals.keys()].sort());
    });

    it('has every plural form its plural rules need, and no other', () => {
      for (const [base, forms] of keys.plurals) {
        // i18next also takes an optional _zero form for a count of 0, in any language.
        const needed = [...categories].sort();
        const given = [...forms].filter((form) => form !== 'zero').sort();
        expect(given, `${language} ${base}`).toEqual(needed);
      }
    });

    it('has a non-empty text for every key', () => {
      for (const [key, value] of keys.values) {
        expect(typeof value, `${language} ${key}`).toBe('string');
        expect((value as string).trim(), `${language} ${key}`).not.toBe('');
      }
    });

    it('interpolates the same values as English', () => {
      for (const [key, value] of keys.values) {
        const base = key.replace(PLURAL_SUFFIX, '');
        const englishValue =
          english.values.get(key) ??
          english.values.get(`${base}_other`) ??
          english.values.get(base);
        expect(englishValue, `${language} ${key} has no English`).toBeTypeOf('string');
        const expected = new Set(variables(englishValue as string));
        const actual = new Set(variables(value as string));
        // A singular form may say "one" in words instead of {{count}}.
        if (PLURAL_SUFFIX.test(key)) {
          expected.delete('count');
          actual.delete('count');
        }
        expect([...actual].sort(), `${language} ${key}`).toEqual([...expected].sort());
      }
    });

    it.runIf(language !== 'en')('leaves no English text untranslated', () => {
      for (const [key, value] of keys.values) {
        if (SAME_IN_EVERY_LANGUAGE.has(key) || value !== english.values.get(key)) continue;
        // The same text is fine when it has no words to translate ('{{count}}', '₹', '404').
        expect(withoutVariables(value as string), `${language} ${key}`).not.toMatch(/[A-Za-z]{2}/);
      }
    });
  });
});
