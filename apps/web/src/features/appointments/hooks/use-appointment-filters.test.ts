import { describe, expect, it } from 'vitest';
import { nextSort, readFilters } from './use-appointment-filters';

describe('appointment filters', () => {
  it('reads the URL, ignoring what does not parse', () => {
    expect(
      readFilters(new URLSearchParams('upcoming=true&from=2026-03-01&to=bad&sort=nope&page=0')),
    ).toEqual({
      upcoming: true,
      from: '2026-03-01',
      to: '',
      search: '',
      sort: null,
      dir: 'asc',
      page: 1,
    });
  });

  it('sorts a new column ascending and toggles the same one', () => {
    expect(nextSort({ sort: null, dir: 'asc' }, 'patient')).toEqual({
      sort: 'patient',
      dir: 'asc',
    });
    expect(nextSort({ sort: 'patient', dir: 'asc' }, 'patient')).toEqual({
      sort: 'patient',
      dir: 'desc',
    });
    expect(nextSort({ sort: 'patient', dir: 'desc' }, 'patient')).toEqual({
      sort: 'patient',
      dir: 'asc',
    });
    expect(nextSort({ sort: 'patient', dir: 'desc' }, 'date')).toEqual({
      sort: 'date',
      dir: 'asc',
    });
  });
});
