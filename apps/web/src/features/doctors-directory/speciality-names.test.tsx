// The Doctors directory names the specialities in the page's language: Hindi names
// (in Hindi order, under Hindi letters) on a Hindi page, found by either name, while
// every link still searches the English name; English stays as it was.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import DoctorsRoute from '@/app/routes/public/doctors';
import type { Language } from '@/lib/i18n';
import { RAW_KEY } from '@/testing/i18n';
import { jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';

const NAMES = ['Audiologist', 'Dentist', 'Podiatrist', 'Urologist'];

function renderDirectory(language: Language) {
  mockFetch(() =>
    jsonResponse({
      specializations: NAMES.map((name, index) => ({
        id: index + 1,
        name,
        slug: name.toLowerCase(),
      })),
    }),
  );
  return renderRoutes([{ path: '*', element: <DoctorsRoute /> }], {
    entries: ['/doctors'],
    language,
  });
}

const linkNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the specialities of the Doctors directory', () => {
  it('are named in Hindi on a Hindi page, and search the English name', async () => {
    const user = userEvent.setup();
    renderDirectory('hi');

    const popular = screen.getByRole('region', { name: 'लोकप्रिय विशेषज्ञताएँ' });
    const general = within(popular).getByRole('link', { name: /^सामान्य चिकित्सक/ });
    expect(general).toHaveAttribute('href', '/search-results?treatment=General+Physician');
    expect(general).toHaveTextContent('बुख़ार, संक्रमण, डायबिटीज़ और ब्लड प्रेशर');
    expect(
      within(popular).getByRole('link', { name: /^स्त्री रोग एवं प्रसूति विशेषज्ञ/ }),
    ).toHaveAttribute('href', '/search-results?treatment=Gynecologist%2FObstetrician');
    expect(popular).not.toHaveTextContent(/Physician|Dentist|Dermatologist/);

    const all = await screen.findByRole('region', { name: 'सभी विशेषज्ञताएँ' });
    await within(all).findByRole('link', { name: 'दंत चिकित्सक' });
    // In Hindi order, each under its Hindi letter; a name the catalogue lacks stays as it is.
    expect(linkNames(all)).toEqual(['ऑडियोलॉजिस्ट', 'दंत चिकित्सक', 'मूत्र रोग विशेषज्ञ', 'Podiatrist']);
    expect(within(all).getByRole('heading', { level: 3, name: 'द' })).toBeInTheDocument();
    expect(within(all).getByRole('link', { name: 'मूत्र रोग विशेषज्ञ' })).toHaveAttribute(
      'href',
      '/search-results?treatment=Urologist',
    );

    // Found by its Hindi name or its English one.
    const filter = within(all).getByRole('searchbox', { name: 'विशेषज्ञताएँ छाँटें' });
    await user.type(filter, 'मूत्र');
    expect(linkNames(all)).toEqual(['मूत्र रोग विशेषज्ञ']);
    await user.clear(filter);
    await user.type(filter, 'dent');
    expect(linkNames(all)).toEqual(['दंत चिकित्सक']);
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('are the English names, in the order given, on an English page', async () => {
    renderDirectory('en');
    const popular = screen.getByRole('region', { name: 'Popular specialities' });
    expect(within(popular).getByRole('link', { name: /^General Physician/ })).toHaveAttribute(
      'href',
      '/search-results?treatment=General+Physician',
    );
    expect(within(popular).getByText('Gynecologist / Obstetrician')).toBeInTheDocument();
    const all = await screen.findByRole('region', { name: 'All specialities' });
    await within(all).findByRole('link', { name: 'Dentist' });
    expect(linkNames(all)).toEqual(NAMES);
    expect(within(all).getByRole('heading', { level: 3, name: 'A' })).toBeInTheDocument();
  });
});
