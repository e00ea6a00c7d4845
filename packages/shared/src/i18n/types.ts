// The shape every language's catalogue of a namespace must have: the English
// catalogue's keys, each with a string. Plural keys carry i18next's suffixes
// (_one, _other, ...): English and Hindi both have the CLDR categories one and
// other (Hindi's "one" is 0 and 1), so their plural keys match one to one; the
// key-parity test (catalogues.test.ts) checks every language against its own
// Intl.PluralRules categories.
export type Translations<T> = {
  [K in keyof T]: T[K] extends string ? string : Translations<T[K]>;
};
