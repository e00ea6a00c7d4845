// The search form's speciality suggestions on a Hindi page: each shows its Hindi
// name and is found by it or by the English one; the field takes, and the search
// sends, the English name (also when the Hindi name is typed out in full).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '@clinic/shared/i18n/en/common';
import hi from '@clinic/shared/i18n/hi/common';
import type { Language } from '@/lib/i18n';
import type { SearchNavigationState } from '@/lib/search-link';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { DoctorSearchForm } from './doctor-search-form';

const NAMES = ['Cardiologist', 'Dentist', 'Dermatologist', 'Pediatric Dentist', 'Podiatrist'];

function renderForm(language: Language) {
  mockFetch((request) =>
    new URL(request.url).pathname === '/api/onboarding/get-all-specializations'
      ? jsonResponse({
          specializations: NAMES.map((name, id) => ({ id, name, slug: name.toLowerCase() })),
        })
      : jsonResponse({ error: 'Not found' }, 404),
  );
  const onSearch = vi.fn<(terms: SearchNavigationState) => void>();
  renderWithProviders(
    <DoctorSearchForm require="either" label="Search" onSearch={onSearch} />,
    '/',
    {
      language,
    },
  );
  const words = language === 'hi' ? hi.searchForm : en.searchForm;
  return {
    onSearch,
    input: screen.getByRole('combobox', { name: words.treatment }),
    submit: () => screen.getByRole('button', { name: words.search }),
  };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('the speciality suggestions on a Hindi page', () => {
  it('show the Hindi names, found by Hindi, and search the English name', async () => {
    const user = userEvent.setup();
    const { input, submit, onSearch } = renderForm('hi');

    await user.type(input, 'त्वचा');
    await screen.findByRole('option', { name: 'त्वचा रोग विशेषज्ञ' });
    expect(optionNames()).toEqual(['त्वचा रोग विशेषज्ञ']);
    await user.click(screen.getByRole('option', { name: 'त्वचा रोग विशेषज्ञ' }));
    expect(input).toHaveValue('Dermatologist');

    await user.click(submit());
    expect(onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ treatment: 'Dermatologist' }),
    );
  });

  it('find a name by its English name too, and show it in Hindi', async () => {
    const user = userEvent.setup();
    const { input } = renderForm('hi');

    await user.type(input, 'dent');
    await screen.findByRole('option', { name: 'दंत चिकित्सक' });
    expect(optionNames()).toEqual(['दंत चिकित्सक', 'बाल दंत चिकित्सक']);
    await user.clear(input);
    await user.type(input, 'podi');
    // A name the catalogue lacks is offered as it is.
    expect(await screen.findByRole('option', { name: 'Podiatrist' })).toBeInTheDocument();
  });

  it('search a Hindi name typed out in full by its English name', async () => {
    const user = userEvent.setup();
    const { input, submit, onSearch } = renderForm('hi');

    await user.type(input, 'दंत चिकित्सक');
    await user.keyboard('{Escape}');
    await user.click(submit());
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ treatment: 'Dentist' }));

    await user.clear(input);
    await user.type(input, 'kidney care');
    await user.keyboard('{Escape}');
    await user.click(submit());
    expect(onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ treatment: 'kidney care' }),
    );
  });

  it('stay the English names on an English page', async () => {
    const user = userEvent.setup();
    const { input, submit, onSearch } = renderForm('en');

    await user.type(input, 'dent');
    await screen.findByRole('option', { name: 'Dentist' });
    expect(optionNames()).toEqual(['Dentist', 'Pediatric Dentist']);
    await user.click(screen.getByRole('option', { name: 'Dentist' }));
    expect(input).toHaveValue('Dentist');
    await user.click(submit());
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ treatment: 'Dentist' }));
  });
});
