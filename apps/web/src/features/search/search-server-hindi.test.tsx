// @vitest-environment node
// The server renders the doctor's page and the search results in Hindi (issue 14):
// the screens' namespaces load during the render, the HTML is in Hindi, and the
// page names those catalogues for the hydration.
import { describe, expect, it } from 'vitest';
import { createRenderer } from '@/entry-server';
import { makeDoctor, makeSlots, searchPage } from './testing/search-fixtures';
import { shellDocument } from '@/testing/shell-document';

const TEMPLATE = shellDocument();
const MANIFEST = { 'index.html': { file: 'assets/index-1.js', isEntry: true } };

const result = makeDoctor({ name: 'Dr. Asha Rao', specializations: ['Dentist'] });
const DOCTOR = {
  ...result,
  locality: null,
  additionalLocationInfo: null,
  clinicPhone: null,
  mapUrl: 'https://www.openstreetmap.org/search?query=Smile',
  photoUrl: null,
  photoThumbUrl: null,
  degreeList: ['BDS'],
  languages: [],
  bio: null,
  registrationNumber: null,
  council: null,
  rating: 0,
  patientStories: 0,
  slotMinutes: 30,
  bookingHorizonDays: 7,
  nextAvailable: undefined,
};

async function renderHindi(url: string) {
  const renderer = createRenderer({ template: TEMPLATE, manifest: MANIFEST });
  const rendered = await renderer.render({
    url,
    origin: 'https://clinic.example',
    lang: 'hi',
    async fetch(request) {
      const { pathname } = new URL(request.url);
      const body =
        pathname === `/api/doctors/${DOCTOR.userId}`
          ? { doctor: DOCTOR }
          : pathname.endsWith('/slots')
            ? makeSlots(DOCTOR.userId)
            : pathname.endsWith('/stories')
              ? { rating: 0, patientStories: 0, stories: [] }
              : pathname === '/api/userside/patients/search-doctors'
                ? searchPage([result])
                : { specializations: [] };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  if (rendered.kind !== 'page') throw new Error(`not rendered: ${JSON.stringify(rendered)}`);
  return rendered.html;
}

describe('the server render in Hindi', () => {
  it("writes a doctor's page in Hindi", async () => {
    const html = await renderHindi(`/doctors/${DOCTOR.userId}`);
    expect(html).toMatch(/<html lang="hi" data-i18n-ns="[^"]*\bdoctor\b[^"]*">/);
    expect(html).toMatch(/<html lang="hi" data-i18n-ns="[^"]*\bsearch\b[^"]*">/);
    expect(html).toContain('<title>Dr. Asha Rao, दंत चिकित्सक, Bengaluru | Digital Clinic</title>');
    // The speciality is named in Hindi; the schema.org data keeps the English one.
    expect(html).toContain('<p class="mt-1 text-base font-medium text-brand-800">दंत चिकित्सक</p>');
    expect(html).toContain('"medicalSpecialty":["Dentistry"]');
    expect(html).toContain('अपॉइंटमेंट बुक करें');
    expect(html).toContain('परामर्श फ़ीस');
    expect(html).toContain('Dr. Asha Rao के उपलब्ध स्लॉट');
    expect(html).toContain('बुकिंग के लिए जावास्क्रिप्ट चाहिए');
    expect(html).not.toContain('Book an appointment');
    expect(html).not.toContain('Consultation fees');
  });

  it('writes the search results page in Hindi, its head too', async () => {
    const html = await renderHindi('/search-results?location=Pune&treatment=Dentist');
    expect(html).toContain('<title>Pune में दंत चिकित्सक – विज़िट बुक करें | Digital Clinic</title>');
    expect(html).toContain('Pune में 1 सत्यापित दंत चिकित्सक।');
    expect(html).toMatch(/<h1 [^>]*id="results-heading"[^>]*>Pune में दंत चिकित्सक<\/h1>/);
    // What is searched stays English: the address, the form's value, the API's query.
    expect(html).toContain(
      'href="https://clinic.example/search-results?location=Pune&amp;treatment=Dentist"',
    );
    expect(html).toMatch(/<input [^>]*name="treatment"[^>]*value="Dentist"/);
    // The box itself shows the speciality in Hindi.
    expect(html).toMatch(/<input [^>]*role="combobox"[^>]*value="दंत चिकित्सक"/);
    expect(html).toContain('\\"specialization\\":\\"Dentist\\"');
    expect(html).toContain('aria-label="फ़िल्टर"');
    expect(html).toContain('सभी फ़िल्टर');
    expect(html).toContain('अगला खाली समय');
    expect(html).not.toContain('Sort By');
  });
});
