// The search form's speciality suggestions on a Hindi page: each shows its Hindi
// name and is found by it or by the English one; a picked one stays in Hindi in the
// box while the search sends the English name (also when the Hindi name is typed out
// in full).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '@clinic/shared/i18n/en/common';
import hi from '@clinic/shared/i18n/hi/common';
import { loadedApiFallbackRegistry } from '@/lib/api-fallbacks';
import type { Language } from '@/lib/i18n';
import type { SearchNavigationState } from '@/lib/search-link';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { DoctorSearchForm } from './doctor-search-form';

const NAMES = ['Cardiologist', 'Dentist', 'Dermatologist', 'Pediatric Dentist', 'Podiatrist'];

function renderForm(language: Language, initialTreatment?: string) {
  mockFetch((request) =>
    new URL(request.url).pathname === '/api/onboarding/get-all-specializations'
      ? jsonResponse({
          specializations: NAMES.map((name, id) => ({ id, name, slug: name.toLowerCase() })),
        })
      : jsonResponse({ error: 'Not found' }, 404),
  );
  const onSearch = vi.fn<(terms: SearchNavigationState) => void>();
  renderWithProviders(
    <DoctorSearchForm
      require="either"
      label="Search"
      onSearch={onSearch}
      initialTreatment={initialTreatment}
    />,
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

/** What the form would send as `treatment` (its fields, as a browser submits them). */
const sentTreatment = () =>
  new FormData(screen.getByRole('search') as HTMLFormElement).getAll('treatment');

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('the speciality suggestions on a Hindi page', () => {
  it('show the Hindi names, found by Hindi, and search the English name', async () => {
    const user = userEvent.setup();
    const { input, submit, onSearch } = renderForm('hi');

    await user.type(input, 'त्वचा');
    await screen.findByRole('option', { name: 'त्वचा रोग विशेषज्ञ' });
    expect(optionNames()).toEqual(['त्वचा रोग विशेषज्ञ']);
    await user.click(screen.getByRole('option', { name: 'त्वचा रोग विशेषज्ञ' }));
    // The box shows the picked name as the list did, in Hindi; the form's field
    // (what a browser sends without JavaScript) stays the English name.
    expect(input).toHaveValue('त्वचा रोग विशेषज्ञ');
    expect(sentTreatment()).toEqual(['Dermatologist']);

    await user.click(submit());
    expect(onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ treatment: 'Dermatologist' }),
    );
  });

  it('show a speciality picked by its English name in Hindi, and search the English name', async () => {
    const user = userEvent.setup();
    const { input, submit, onSearch } = renderForm('hi');

    await user.type(input, 'dent');
    await user.click(await screen.findByRole('option', { name: 'दंत चिकित्सक' }));
    expect(input).toHaveValue('दंत चिकित्सक');
    await user.click(submit());
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ treatment: 'Dentist' }));

    // Typing again keeps the visitor's own text.
    await user.type(input, ' xyz');
    expect(input).toHaveValue('दंत चिकित्सक xyz');
    expect(sentTreatment()).toEqual(['दंत चिकित्सक xyz']);
    await user.keyboard('{Escape}');
    await user.click(submit());
    expect(onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ treatment: 'दंत चिकित्सक xyz' }),
    );
  });

  it("show the address's speciality in Hindi, and search it by its English name", async () => {
    const user = userEvent.setup();
    const { input, submit, onSearch } = renderForm('hi', 'Dentist');
    expect(input).toHaveValue('दंत चिकित्सक');
    await user.click(submit());
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ treatment: 'Dentist' }));
  });

  it("keep an address's text the catalogue lacks as given", async () => {
    const user = userEvent.setup();
    const { input, submit, onSearch } = renderForm('hi', 'kidney care');
    expect(input).toHaveValue('kidney care');
    await user.click(submit());
    expect(onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ treatment: 'kidney care' }),
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

  it("show the address's speciality as given on an English page", () => {
    const { input } = renderForm('en', 'dentist');
    expect(input).toHaveValue('dentist');
  });
});

// The list's call failing: the client's own fallback ('Network error', the list's),
// English in the ApiError, is said in the page's language; the server's words as they came.
describe('the speciality suggestions when the list cannot be loaded', () => {
  async function failWith(answer: () => Response, language: Language) {
    mockFetch(answer);
    renderWithProviders(
      <DoctorSearchForm require="either" label="Search" onSearch={vi.fn()} />,
      '/',
      {
        language,
      },
    );
    const words = language === 'hi' ? hi : en;
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: words.searchForm.treatment }), 'de');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.dropdown.errorSpecialities);
    return alert;
  }
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };

  it('says a network failure in Hindi', async () => {
    const alert = await failWith(offline, 'hi');
    expect(alert).toHaveTextContent(`त्रुटि: ${hi.apiErrors.network}`);
    expect(alert).not.toHaveTextContent('Network error');
  });

  it("says the list's own fallback in Hindi when the server gives no reason", async () => {
    const alert = await failWith(() => jsonResponse({}, 500), 'hi');
    expect(alert).toHaveTextContent(`त्रुटि: ${hi.apiErrors.specialities}`);
    expect(alert).not.toHaveTextContent(en.apiErrors.specialities);
  });

  it("shows the server's own words as they came", async () => {
    const alert = await failWith(() => jsonResponse({ error: 'बहुत सारे अनुरोध' }, 429), 'hi');
    expect(alert).toHaveTextContent('त्रुटि: बहुत सारे अनुरोध');
    // The landing page's islands never load the registry of the other fallbacks.
    expect(loadedApiFallbackRegistry()).toBeNull();
  });

  it('says the failures in English on an English page', async () => {
    expect(await failWith(offline, 'en')).toHaveTextContent('Error: Network error');
  });
});
