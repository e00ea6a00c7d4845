// @vitest-environment node
// The server render on its own (docs/decisions/030): which addresses it
// renders, with which status, and when it leaves the page to the browser.
// apps/server's plugins/pages.api.test.ts renders the built bundle over the real API.
import { describe, expect, it, vi } from 'vitest';
import { createRenderer, type RenderRequest } from './entry-server';
import { CLIENT_MANIFEST } from './testing/client-manifest';
import { shellDocument } from './testing/shell-document';

const TEMPLATE = shellDocument();
const MANIFEST = {
  ...CLIENT_MANIFEST,
  '../../packages/shared/src/i18n/hi/common.ts?data': { file: 'assets/common-hi-1.js' },
};

const DOCTOR = {
  userId: '3f2c1a9e-0000-4000-8000-000000000001',
  name: 'Dr. Asha </script><b>Rao</b>',
  specializations: ['Dentist'],
  clinicId: 'c1',
  clinicName: 'Smile Clinic',
  clinicAddress: '1 Main Road',
  clinicCity: 'Pune',
  locality: null,
  additionalLocationInfo: null,
  clinicPhone: null,
  latitude: null,
  longitude: null,
  mapUrl: 'https://www.openstreetmap.org/search?query=Smile',
  photoUrl: null,
  photoThumbUrl: null,
  degrees: 'BDS',
  degreeList: ['BDS'],
  languages: [],
  bio: null,
  registrationNumber: null,
  council: null,
  experience: 8,
  onlineFee: 400,
  offlineFee: 600,
  rating: 0,
  patientStories: 0,
  gender: null,
  offersVirtual: false,
  timeZone: 'Asia/Kolkata',
  slotMinutes: 15,
  bookingHorizonDays: 7,
};

type Api = (path: string) => { status: number; body: unknown } | undefined;

function render(url: string, api: Api = () => undefined, lang?: RenderRequest['lang']) {
  const asked: string[] = [];
  const request: RenderRequest = {
    ...(lang ? { lang } : {}),
    url,
    origin: 'https://clinic.example',
    async fetch(req) {
      const { pathname } = new URL(req.url);
      asked.push(pathname);
      const answer = api(pathname) ?? { status: 404, body: { error: 'Not found' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
  const renderer = createRenderer({ template: TEMPLATE, manifest: MANIFEST });
  return renderer.render(request).then((result) => ({ result, asked }));
}

const slots = { doctorId: DOCTOR.userId, timeZone: 'Asia/Kolkata', slotMinutes: 15, days: [] };
const doctorApi: Api = (path) => {
  if (path === `/api/doctors/${DOCTOR.userId}`) return { status: 200, body: { doctor: DOCTOR } };
  if (path.endsWith('/slots')) return { status: 200, body: slots };
  if (path.endsWith('/stories')) return { status: 200, body: { stories: [] } };
  return undefined;
};

describe('the server render', () => {
  it('renders the landing page into the template, without the shell notice', async () => {
    const { result, asked } = await render('/');
    expect(result).toMatchObject({ kind: 'page', status: 200, fixed: true });
    if (result.kind !== 'page') return;
    expect(result.html).toContain(
      '<title>Digital Clinic – Find doctors and book appointments</title>',
    );
    expect(result.html).not.toContain('<title>Shell</title>');
    expect(result.html).not.toContain('needs JavaScript to book');
    expect(result.html).toContain('<link rel="canonical" href="https://clinic.example/" />');
    expect(result.html).toContain('Your Digital Clinic Starts Here');
    expect(asked).toEqual([]);
  });

  it('renders in the language asked for, naming it and its catalogues in <html>', async () => {
    const english = await render('/');
    if (english.result.kind !== 'page') throw new Error('not rendered');
    expect(english.result.html).toMatch(/<html lang="en" data-i18n-ns="common[^"]*">/);

    const { result } = await render('/', undefined, 'hi');
    if (result.kind !== 'page') throw new Error('not rendered');
    expect(result.html).toMatch(/<html lang="hi" data-i18n-ns="common[^"]*">/);
    expect(result.html).toContain('>डॉक्टर</a>');
    expect(result.html).toContain('lang="hi" aria-pressed="true"');

    // A page hydrated whole preloads its catalogues' chunks for the hydration.
    const news = await render('/news', undefined, 'hi');
    if (news.result.kind !== 'page') throw new Error('not rendered');
    expect(news.result.html).toMatch(/<html lang="hi" data-i18n-ns="common[^"]*">/);
    expect(news.result.html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/common-hi-1.js" />',
    );
  });

  it('a query string makes a fixed page one rendered per visit', async () => {
    const { result } = await render('/news?ref=mail');
    expect(result).toMatchObject({ kind: 'page', status: 200, fixed: false });
  });

  it('leaves every other screen to the browser', async () => {
    for (const url of ['/dashboard', '/admin', '/login', '/booking-otp', '/sign-up']) {
      expect((await render(url)).result, url).toEqual({ kind: 'shell' });
    }
  });

  it('renders an unknown address as the not-found page, status 404', async () => {
    const { result } = await render('/nothing/here');
    expect(result).toMatchObject({ kind: 'page', status: 404, fixed: false });
  });

  it("renders a doctor's page with the doctor's chunks preloaded and the answers as data", async () => {
    const { result, asked } = await render(`/doctors/${DOCTOR.userId}`, doctorApi);
    expect(asked.sort()).toEqual([
      `/api/doctors/${DOCTOR.userId}`,
      `/api/doctors/${DOCTOR.userId}/slots`,
      `/api/doctors/${DOCTOR.userId}/stories`,
    ]);
    expect(result).toMatchObject({ kind: 'page', status: 200 });
    if (result.kind !== 'page') return;
    // The route's chunk and what it imports, not what index.html loads already.
    expect(result.html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/doctor-1.js" />',
    );
    expect(result.html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/card-1.js" />',
    );
    expect(result.html).not.toContain('modulepreload" crossorigin href="/assets/react-1.js"');
    expect(result.html).toContain('Dr. Asha &lt;/script&gt;&lt;b&gt;Rao&lt;/b&gt;');
    expect(result.html).not.toContain('</script><b>');
    const data = /<script type="application\/json" id="server-data">([^<]*)<\/script>/.exec(
      result.html,
    );
    expect(JSON.stringify(JSON.parse(data![1]!))).toContain('Dr. Asha </script><b>Rao</b>');
  });

  it("answers a deactivated doctor's page 410 and an unknown one 404, as the API does", async () => {
    const gone: Api = () => ({
      status: 410,
      body: { error: 'This doctor is no longer listed', code: 'GONE' },
    });
    expect((await render(`/doctors/${DOCTOR.userId}`, gone)).result).toMatchObject({
      kind: 'page',
      status: 410,
    });
    expect((await render('/doctors/someone')).result).toMatchObject({ kind: 'page', status: 404 });
  });

  it('leaves the page to the browser when the API fails or answers what it cannot read', async () => {
    const failing: Api = () => ({ status: 503, body: { error: 'Database unavailable' } });
    const search = await render('/search-results?location=Pune', failing);
    expect(search.result).toEqual({
      kind: 'shell',
      failure: expect.stringContaining('searchDoctors failed (503)'),
    });
    const malformed: Api = () => ({ status: 200, body: { doctor: { name: 'no fields' } } });
    // RTK Query reports the schema's refusal on the console as well.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await render(`/doctors/${DOCTOR.userId}`, malformed)).result).toMatchObject({
      kind: 'shell',
      failure: expect.stringContaining('getPublicDoctor failed'),
    });
    expect(consoleError).toHaveBeenCalled();
  });
});
