import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('skips titles before the name', () => {
    expect(initialsOf('Dr. Asha Rao')).toBe('AR');
    expect(initialsOf('Dr Asha Rao')).toBe('AR');
    expect(initialsOf('dr. asha rao')).toBe('AR');
    expect(initialsOf('DR.Asha Rao')).toBe('AR');
    expect(initialsOf('Prof. Dr. Asha Rao')).toBe('AR');
    expect(initialsOf('Mrs. Sita Iyer')).toBe('SI');
    expect(initialsOf('Smt. Lakshmi Devi')).toBe('LD');
    expect(initialsOf('Shri Ram Prasad')).toBe('RP');
  });

  it('takes the first and the last word, and leaves degrees after a comma out', () => {
    expect(initialsOf('Ananya Sharma')).toBe('AS');
    expect(initialsOf('Asha Devi Rao')).toBe('AR');
    expect(initialsOf('Dr. Asha Rao, MBBS, MD')).toBe('AR');
    expect(initialsOf('  Ravi  ')).toBe('R');
    expect(initialsOf('Dr. Rao')).toBe('R');
  });

  it('keeps a word that only looks like a title when it is the whole name', () => {
    expect(initialsOf('Dr.')).toBe('D');
    // A first name is not a title just because it comes first.
    expect(initialsOf('Drishti Kapoor')).toBe('DK');
    expect(initialsOf('Mridula Sen')).toBe('MS');
  });

  it('uses letters only, in any script, a whole syllable at a time', () => {
    expect(initialsOf('p6@example.com')).toBe('P');
    expect(initialsOf('(Asha) Rao')).toBe('AR');
    expect(initialsOf('asha.rao@example.com')).toBe('AR');
    expect(initialsOf('आशा राव')).toBe('आरा');
    expect(initialsOf('डॉ. आशा राव')).toBe('आरा');
    expect(initialsOf('श्री राम प्रसाद')).toBe('राप्र');
    expect(initialsOf('')).toBe('');
    expect(initialsOf(' - ')).toBe('');
  });
});
