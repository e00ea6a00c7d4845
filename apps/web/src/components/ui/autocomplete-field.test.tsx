// The server-backed autocomplete (clinic address, city): its dropdown line in the
// language shown, and an error shown red because the caller says it is one, not
// because its text starts with 'Error' (issue 14).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import type { Language } from '@/lib/i18n';
import { RAW_KEY } from '@/testing/i18n';
import { mockFetch, renderWithProviders } from '@/testing/test-utils';
import { AutocompleteField, type AutocompleteStatus } from './autocomplete-field';
import { CityField } from './location-fields';

interface HarnessProps {
  status?: AutocompleteStatus | null;
  options?: string[];
  isLoadingMore?: boolean;
}

function Harness({ status = null, options = [], isLoadingMore = false }: HarnessProps) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <AutocompleteField<string>
      label="City"
      value={value}
      onChange={setValue}
      displayValue={(city) => city ?? ''}
      onQueryChange={() => {}}
      options={options}
      optionKey={(city) => city}
      renderOption={(city) => city}
      status={status}
      isLoadingMore={isLoadingMore}
    />
  );
}

async function openWith(props: HarnessProps, language: Language = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<Harness {...props} />, '/', { language });
  await user.type(screen.getByRole('combobox'), 'Be');
  return screen.getByRole('status');
}

describe('AutocompleteField', () => {
  it.each<[Language, string]>([
    ['en', 'Error: Network error'],
    ['hi', 'त्रुटि: नेटवर्क त्रुटि'],
  ])('shows an error status red (%s)', async (language, text) => {
    const line = await openWith({ status: { text, isError: true } }, language);
    expect(line).toHaveTextContent(text);
    expect(line).toHaveClass('text-red-700');
  });

  it.each<[Language, string]>([
    ['en', 'Error-free city names only'],
    ['hi', 'कोई शहर नहीं मिला'],
  ])('shows any other status grey, whatever its words (%s)', async (language, text) => {
    const line = await openWith({ status: { text } }, language);
    expect(line).toHaveTextContent(text);
    expect(line).toHaveClass('text-slate-600');
    expect(line).not.toHaveClass('text-red-700');
  });

  it.each<[Language, string]>([
    ['en', 'Loading more...'],
    ['hi', 'और लोड हो रहे हैं...'],
  ])('says it is loading more in the language shown (%s)', async (language, text) => {
    const line = await openWith({ options: ['Bengaluru'], isLoadingMore: true }, language);
    expect(line).toHaveTextContent(text);
    expect(line).toHaveClass('text-slate-600');
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});

describe('CityField when the search fails', () => {
  it.each<[Language, string]>([
    ['en', `Error: ${FALLBACK_ERRORS.network}`],
    ['hi', 'त्रुटि: नेटवर्क त्रुटि'],
  ])('shows the network error red, in the language shown (%s)', async (language, text) => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderWithProviders(<CityField value={null} onChange={() => {}} />, '/', { language });
    await user.type(screen.getByRole('combobox'), 'Beng');
    const line = await screen.findByText(text);
    expect(line).toHaveAttribute('role', 'status');
    expect(line).toHaveClass('text-red-700');
  });
});
