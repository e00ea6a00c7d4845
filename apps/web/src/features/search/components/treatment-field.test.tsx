import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DROPDOWN_TEXTS } from '@clinic/shared/messages';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { TreatmentField } from './treatment-field';

const NAMES = [
  'Cardiologist',
  'Cosmetic Dentist',
  'Dentist',
  'Dermatologist',
  'Pediatric Dentist',
  ...Array.from({ length: 12 }, (_, i) => `Dental Specialist ${String(i + 1).padStart(2, '0')}`),
];
const SPECIALIZATIONS = NAMES.map((name, id) => ({ id, name, slug: name.toLowerCase() }));

function Harness() {
  const [value, setValue] = useState('');
  return <TreatmentField value={value} onChange={setValue} />;
}

function serve(answer: () => Response) {
  return mockFetch((request) =>
    new URL(request.url).pathname === '/api/onboarding/get-all-specializations'
      ? answer()
      : jsonResponse({ error: 'Not found' }, 404),
  );
}

describe('TreatmentField', () => {
  it('loads the list once and filters it on the client, names starting with the text first', async () => {
    const fetchMock = serve(() => jsonResponse({ specializations: SPECIALIZATIONS }));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Treatment or speciality' });

    await user.type(input, 'dent');
    await screen.findByRole('option', { name: 'Dentist' });
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names.slice(0, 2)).toEqual(['Dentist', 'Dental Specialist 01']);
    // 15 names match; one page of 10 shows until the list is scrolled.
    expect(names).toHaveLength(10);
    expect(names).not.toContain('Cosmetic Dentist');

    await user.clear(input);
    await user.type(input, 'cardio');
    expect(await screen.findByRole('option', { name: 'Cardiologist' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows 'Loading specialities...' until the list arrives", async () => {
    let release: (response: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (release = resolve)) as never);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.type(screen.getByRole('combobox', { name: 'Treatment or speciality' }), 'de');
    expect(await screen.findByText(DROPDOWN_TEXTS.loadingSpecialities)).toBeInTheDocument();

    release(jsonResponse({ specializations: SPECIALIZATIONS }));
    expect(await screen.findByRole('option', { name: 'Dermatologist' })).toBeInTheDocument();
  });

  it("says 'No specialities found' when nothing matches", async () => {
    serve(() => jsonResponse({ specializations: SPECIALIZATIONS }));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.type(screen.getByRole('combobox', { name: 'Treatment or speciality' }), 'xyz');

    expect(await screen.findByText(DROPDOWN_TEXTS.noSpecialities)).toBeInTheDocument();
  });

  it("shows 'Error loading specialities' and the fallback message when the call fails", async () => {
    serve(() => jsonResponse({}, 500));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.type(screen.getByRole('combobox', { name: 'Treatment or speciality' }), 'de');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DROPDOWN_TEXTS.errorSpecialities);
    expect(alert).toHaveTextContent('Error: Failed to fetch specialities');
  });
});
