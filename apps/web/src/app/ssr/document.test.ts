// @vitest-environment node
// How a rendered page loads its scripts (docs/decisions/035): with the starter in
// the manifest, nothing from the head; the starter, last in the body, names the
// app's entry and every chunk the page needs.
import { describe, expect, it } from 'vitest';
import { CLIENT_MANIFEST } from '@/testing/client-manifest';
import { shellDocument } from '@/testing/shell-document';
import { DocumentTemplate, START_AFTER_PAINT, type ClientManifest } from './document';
import { FOLD_LINK } from './fold';

const TEMPLATE = shellDocument().replace(
  '</head>',
  '  <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n    <link rel="icon" href="/assets/icon-1.svg" />\n  </head>',
);
const WITH_STARTER: ClientManifest = {
  ...CLIENT_MANIFEST,
  [START_AFTER_PAINT]: { file: 'assets/start-after-paint-1.js', isEntry: true },
};

const page = { head: '<title>Dr. Rao</title>', body: '<h1>Dr. Rao</h1>', data: { a: 1 } };
const modules = ['src/app/routes/public/doctor.tsx'];

describe('DocumentTemplate', () => {
  it('without the starter, the head loads the app and preloads the page chunks', () => {
    const html = new DocumentTemplate(TEMPLATE, CLIENT_MANIFEST).render({ ...page, modules });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/doctor-1.js" />');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js" />');
    expect(html).not.toContain('data-start');
  });

  it('with the starter, the head loads no script and the starter names them all, last', () => {
    const html = new DocumentTemplate(TEMPLATE, WITH_STARTER).render({ ...page, modules });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    // The rest of the head stays as built.
    expect(head).toContain('<link rel="icon" href="/assets/icon-1.svg" />');
    const starter =
      '<script type="module" crossorigin src="/assets/start-after-paint-1.js" data-start="/assets/index-1.js"' +
      ' data-preload="/assets/react-1.js /assets/doctor-1.js /assets/card-1.js"></script>';
    expect(html).toContain(starter);
    // After the content and its data, so the page is whole when it runs.
    expect(html.indexOf(starter)).toBeGreaterThan(html.indexOf('id="server-data"'));
    expect(html.indexOf(starter)).toBeLessThan(html.indexOf('</body>'));
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it('refuses a document that does not load the entry the manifest names', () => {
    const other = shellDocument('other-1.js');
    expect(() => new DocumentTemplate(other, WITH_STARTER)).toThrow(
      'the document does not load assets/index-1.js',
    );
  });

  describe('a page with a fold', () => {
    const CSS =
      '@layer base{h1{margin:0}}@layer utilities{.hero{color:red}.card{border:1px}.footer{color:gray}}';
    const INLINED = TEMPLATE.replace(
      '</head>',
      `<style data-href="/assets/index-1.css">${CSS}</style>\n  </head>`,
    );
    const fold = '<link rel="stylesheet" href="/assets/index-1.css" data-fold=""/>';
    const body = `<h1 class="hero">Dr. Rao</h1>${fold}<div class="card">Slots</div>`;
    const template = new DocumentTemplate(INLINED, CLIENT_MANIFEST);
    const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

    it('names the inlined stylesheet for the fold to link', () => {
      expect(template.stylesheetHref).toBe('/assets/index-1.css');
      expect(new DocumentTemplate(TEMPLATE, CLIENT_MANIFEST).stylesheetHref).toBeNull();
      expect(FOLD_LINK.test(fold)).toBe(true);
    });

    it('writes into the head only the rules of what comes before the fold, and links the rest there', () => {
      const html = template.render({ ...page, body, modules });
      expect(headOf(html)).toContain(
        '<style>@layer base{h1{margin:0}}@layer utilities{.hero{color:red}}</style>',
      );
      expect(headOf(html)).not.toContain('.card{');
      expect(html).toContain(`<div id="root">${body}</div>`);
    });

    it('keeps the whole stylesheet in the head of a page without a fold', () => {
      const html = template.render({ ...page, body: '<h1 class="hero">Dr. Rao</h1>', modules });
      expect(headOf(html)).toContain(`<style data-href="/assets/index-1.css">${CSS}</style>`);
    });
  });
});
