// @vitest-environment node
// The rules a page's first screen needs (docs/decisions/037): generous, in the
// stylesheet's order, inside their layers and media queries.
import { describe, expect, it } from 'vitest';
import { CriticalCss, htmlClasses, selectorClasses } from './critical-css';

const CSS =
  '@layer theme,base,components,utilities;' +
  '@font-face{font-family:Inter;src:url(/a.woff2)}' +
  '@layer theme{:root{--color-brand:#0f766e}}' +
  '@layer base{*,:before{box-sizing:border-box}h1{font-size:inherit}}' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}.text-\\[13px\\]{font-size:13px}' +
  '.hover\\:bg-brand:hover{background:var(--color-brand)}' +
  '.space-y-4>:not(:last-child){margin-bottom:1rem}' +
  '.content{content:"}{"}' +
  '@media (width>=64rem){.lg\\:flex{display:flex}.lg\\:grid{display:grid}}' +
  '@media (hover:hover){:is(:where(.group):hover .group-hover\\:underline){text-decoration:underline}}}' +
  '@property --tw-shadow{syntax:"*";inherits:false}' +
  '@keyframes spin{to{transform:rotate(360deg)}}';

describe('critical CSS', () => {
  const critical = new CriticalCss(CSS);

  it('keeps every rule that needs no class, and the layers in their order', () => {
    const out = critical.for('<p>text</p>');
    expect(out).toBe(
      '@layer theme,base,components,utilities;' +
        '@font-face{font-family:Inter;src:url(/a.woff2)}' +
        '@layer theme{:root{--color-brand:#0f766e}}' +
        '@layer base{*,:before{box-sizing:border-box}h1{font-size:inherit}}' +
        '@property --tw-shadow{syntax:"*";inherits:false}' +
        '@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it("keeps a utility the HTML uses, in every state and width, and drops what it doesn't", () => {
    const out = critical.for(
      '<div class="lg:flex hover:bg-brand text-[13px] group"><a class="group-hover:underline">x</a></div>',
    );
    expect(out).toContain('.hover\\:bg-brand:hover{background:var(--color-brand)}');
    expect(out).toContain('@media (width>=64rem){.lg\\:flex{display:flex}}');
    expect(out).toContain('.text-\\[13px\\]{font-size:13px}');
    expect(out).toContain('.group-hover\\:underline');
    expect(out).not.toMatch(/\.flex\{|\.grid\{|lg\\:grid|space-y-4|\.content/);
  });

  it('reads braces inside strings as text', () => {
    const out = critical.for('<i class="content space-y-4"></i>');
    expect(out).toContain('.content{content:"}{"}');
    expect(out).toContain('.space-y-4>:not(:last-child){margin-bottom:1rem}');
  });

  it('reads a selector and a class attribute as the browser does', () => {
    expect(selectorClasses('.lg\\:flex:hover > .a.b, div .c-\\[1\\/2\\]')).toEqual([
      'lg:flex',
      'a',
      'b',
      'c-[1/2]',
    ]);
    expect([...htmlClasses('<p class=" a  [content:&quot;x&quot;]\nb">x</p><i class="">')]).toEqual(
      ['a', '[content:"x"]', 'b'],
    );
  });

  it('keeps the whole stylesheet for HTML that uses every class', () => {
    const all =
      '<b class="flex grid text-[13px] hover:bg-brand space-y-4 content lg:flex lg:grid group">';
    expect(critical.for(all)).toBe(CSS);
  });
});
