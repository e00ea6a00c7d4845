/**
 * Titles and honorifics that come before a name and are not part of it: 'Dr. Asha
 * Rao' is AR, not DA. Compared without dots and case.
 */
const TITLES = new Set([
  'dr',
  'doctor',
  'prof',
  'professor',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'shri',
  'sri',
  'shrimati',
  'smt',
  'kumari',
  'km',
  'sushri',
  'master',
  'baby',
  'डॉ',
  'डा',
  'श्री',
  'श्रीमती',
  'सुश्री',
  'कुमारी',
]);

const bare = (word: string) => word.replace(/\./g, '').toLowerCase();

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** The first letter of a word as a reader sees it (a whole Devanagari syllable, say). */
function firstLetter(word: string): string {
  const start = word.search(/\p{L}/u);
  if (start < 0) return '';
  const rest = word.slice(start);
  const first = segmenter
    ? (segmenter.segment(rest)[Symbol.iterator]().next().value?.segment ?? '')
    : (Array.from(rest)[0] ?? '');
  return first.toLocaleUpperCase();
}

/**
 * The initials shown for a person without a photo: the first letters of the first
 * and the last word of the name, titles before it skipped and degrees after a comma
 * left out ('Dr. Asha Rao' -> 'AR', 'Dr.Asha Devi Rao, MBBS' -> 'AR', 'Ravi' -> 'R'),
 * in any script ('डॉ. आशा राव' -> 'आरा'). Empty when the name has no letters.
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  // An email in place of a name ('p6@example.com'): its local part.
  const named = /^\S+@\S+$/.test(trimmed) ? trimmed.slice(0, trimmed.indexOf('@')) : trimmed;
  const words = (named.split(',')[0] ?? '')
    // 'Dr.Asha' is two words.
    .replace(/\.(?=\S)/g, '. ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  let start = 0;
  // Titles are skipped, but a name that is only a title keeps it ('Dr.' -> 'D').
  while (start < words.length - 1 && TITLES.has(bare(words[start]!))) start += 1;
  const parts = words.slice(start);
  if (parts.length === 0) return '';
  const first = firstLetter(parts[0]!);
  return parts.length > 1 ? first + firstLetter(parts[parts.length - 1]!) : first;
}
