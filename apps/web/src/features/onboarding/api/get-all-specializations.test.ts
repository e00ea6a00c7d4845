import { describe, expect, it } from 'vitest';
import { toSpecializationNames } from './get-all-specializations';

describe('toSpecializationNames', () => {
  it('reads every shape the spec allows, without duplicates', () => {
    expect(toSpecializationNames({ specializations: [{ id: 1, name: 'Dentist' }] })).toEqual([
      'Dentist',
    ]);
    expect(toSpecializationNames(['Dentist', 'Dentist', ' ENT '])).toEqual(['Dentist', 'ENT']);
    expect(toSpecializationNames({ specialities: [{ title: 'Cardiologist' }] })).toEqual([
      'Cardiologist',
    ]);
    expect(toSpecializationNames({ data: [{ specialization: 'Neurologist' }, 42, null] })).toEqual([
      'Neurologist',
    ]);
    expect(toSpecializationNames({ unexpected: true })).toEqual([]);
  });
});
