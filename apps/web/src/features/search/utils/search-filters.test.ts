import { describe, expect, it } from 'vitest';
import {
  countPanelFilters,
  readSearchFilters,
  toSearchDoctorsInput,
  writeSearchFilters,
} from './search-filters';

describe('search filters', () => {
  it('round-trips every filter through the URL query, leaving defaults out', () => {
    const filters = {
      location: 'Bengaluru, Karnataka',
      treatment: 'Dentist',
      gender: 'male' as const,
      minStories: 10,
      minExperience: 5,
      minFee: 200,
      maxFee: 900,
      mode: 'virtual' as const,
      availableToday: true,
      sort: 'rating' as const,
    };
    const params = writeSearchFilters(filters);
    expect(readSearchFilters(params, null)).toEqual(filters);

    const defaults = writeSearchFilters({
      location: '',
      treatment: 'Dentist',
      mode: 'clinic',
      sort: 'relevance',
      availableToday: false,
    });
    expect(defaults.toString()).toBe('treatment=Dentist');
  });

  it('prefers the query to the navigation state, and ignores malformed values', () => {
    const params = new URLSearchParams('treatment=ENT&minFee=-5&mode=home&availableToday=yes');
    expect(readSearchFilters(params, { location: ' Pune ', treatment: 'Dentist' })).toEqual({
      location: 'Pune',
      treatment: 'ENT',
    });
  });

  it('sends the city before the first comma and counts the panel filters', () => {
    const filters = { location: 'Navi Mumbai, Maharashtra', treatment: '', maxFee: 500 };
    expect(toSearchDoctorsInput(filters)).toEqual({ city: 'Navi Mumbai', maxFee: 500 });
    expect(countPanelFilters({ ...filters, availableToday: true, mode: 'virtual' })).toBe(3);
  });
});
