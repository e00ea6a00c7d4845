// The chip list (degrees, languages): its add button and each chip's remove
// button, named in the language shown (issue 14).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RAW_KEY } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import { ChipListField } from './chip-list-field';

function Harness({ label }: { label: string }) {
  const [values, setValues] = useState(['MBBS']);
  return (
    <ChipListField label={label} values={values} onChange={setValues} options={['BDS']} max={5} />
  );
}

describe('ChipListField', () => {
  it('names its buttons in English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness label="Degrees" />);
    const add = screen.getByRole('button', { name: 'Add to Degrees' });
    expect(add).toHaveTextContent('Add');
    await user.type(screen.getByRole('combobox', { name: 'Degrees' }), 'BDS');
    await user.click(add);
    expect(screen.getByRole('button', { name: 'Remove BDS' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove MBBS' }));
    expect(screen.getByRole('list', { name: 'Degrees' })).toHaveTextContent(/^BDS$/);
  });

  it('names its buttons in Hindi', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness label="डिग्रियाँ" />, '/', { language: 'hi' });
    const add = screen.getByRole('button', { name: 'डिग्रियाँ में जोड़ें' });
    expect(add).toHaveTextContent('जोड़ें');
    expect(screen.getByRole('button', { name: 'MBBS हटाएँ' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'डिग्रियाँ' }), 'BDS{Enter}');
    expect(screen.getByRole('button', { name: 'BDS हटाएँ' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(RAW_KEY);
    expect(text).not.toMatch(/\bAdd\b|Remove/);
  });
});
