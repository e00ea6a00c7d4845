// The app's own PDF previews (issue 9, point 7): the admin's document review and the
// doctor's profile frame an object URL (blob:) of the fetched file. The page's
// Content-Security-Policy must let that frame load Chromium's PDF viewer; a blocked
// frame shows Chromium's error page instead and reports a CSP violation.
import { expect, test, type Frame, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_DOCTOR, loginToken } from '../support/api.ts';

// The directives a preview needs. (zod probes `new Function` once, caught, and falls
// back: that script-src report is expected and not about previews.)
const PREVIEW_DIRECTIVES = /frame-src|child-src|object-src|default-src|blob:/;

/** CSP violations about framing seen by the page: console errors and `securitypolicyviolation` events. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (
      /Content Security Policy/i.test(message.text()) &&
      PREVIEW_DIRECTIVES.test(message.text())
    ) {
      console.push(message.text());
    }
  });
  // A string: the e2e project is type-checked without the DOM library.
  await page.addInitScript(`
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI + ' in ' + location.href);
    });
  `);
  return async () => [
    ...console,
    ...(await page.evaluate<string[]>('window.__cspViolations ?? []')).filter((v) =>
      PREVIEW_DIRECTIVES.test(v),
    ),
  ];
}

async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(token)});`);
}

/** The user id in a JWT (its `sub`). */
function subjectOf(token: string): string {
  const payload = token.split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/** The preview frame holds the PDF and Chromium's viewer, not an error page. */
async function expectPdfViewer(frame: Frame | null): Promise<void> {
  expect(frame, 'the preview iframe has a document').not.toBeNull();
  await expect
    .poll(() => frame!.url(), { message: 'the frame shows the object URL' })
    .toMatch(/^blob:/);
  await expect
    .poll(() => frame!.evaluate<string>('document.contentType'), {
      message: 'the frame holds the PDF',
    })
    .toBe('application/pdf');
  await expect
    .poll(
      () => frame!.childFrames().some((child) => child.url().startsWith('chrome-extension://')),
      {
        message: "Chromium's PDF viewer runs in the frame",
      },
    )
    .toBe(true);
}

test('the admin sees a doctor document in the PDF viewer', async ({ page, request }) => {
  const violations = await watchCsp(page);
  const doctorId = subjectOf(await loginToken(request, DEMO_DOCTOR.mobile, DEMO_DOCTOR.password));
  await signIn(page, await loginToken(request, DEMO_ADMIN.mobile, DEMO_ADMIN.password));

  await page.goto(`/admin/doctors/${doctorId}`);
  const preview = page.getByTitle(`Government ID of ${DEMO_DOCTOR.name}`);
  await expect(preview).toBeVisible();
  await expectPdfViewer(await (await preview.elementHandle())!.contentFrame());
  expect(await violations()).toEqual([]);
});

test('the doctor sees a verification document of the profile in the PDF viewer', async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  await signIn(page, await loginToken(request, DEMO_DOCTOR.mobile, DEMO_DOCTOR.password));

  await page.goto('/profile');
  await page.getByRole('button', { name: 'View Government ID' }).click();
  const dialog = page.getByRole('dialog');
  const preview = dialog.locator('iframe');
  await expect(preview).toBeVisible();
  await expectPdfViewer(await (await preview.elementHandle())!.contentFrame());
  expect(await violations()).toEqual([]);
});
