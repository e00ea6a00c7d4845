// The fold's link (docs/decisions/037): rendered where the server named the
// stylesheet, nothing on the client shell; read back before hydrating.
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Fold, FOLD_LINK, FoldStylesheetContext, keepFoldStylesheet } from './fold';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('Fold', () => {
  it('links the whole stylesheet, as the server finds it in the body', () => {
    const html = renderToString(
      <FoldStylesheetContext value="/assets/index-1.css">
        <p>first</p>
        <Fold />
      </FoldStylesheetContext>,
    );
    expect(html).toBe(
      '<p>first</p><link rel="stylesheet" href="/assets/index-1.css" data-fold=""/>',
    );
    expect(FOLD_LINK.test(html)).toBe(true);
  });

  it('is nothing where no stylesheet was named (the client shell links it in its head)', () => {
    const { container } = render(<Fold />);
    expect(container.innerHTML).toBe('');
  });

  it("reads the rendered page's fold and keeps its stylesheet for the screens after it", () => {
    document.body.innerHTML =
      '<div id="root"><h1>x</h1><link rel="stylesheet" href="/assets/index-1.css" data-fold=""></div>';
    expect(keepFoldStylesheet(document)).toBe('/assets/index-1.css');
    const kept = document.head.querySelector('link[rel="stylesheet"]');
    expect(kept?.getAttribute('href')).toBe('/assets/index-1.css');
    expect(kept?.hasAttribute('data-fold')).toBe(false);
  });

  it('keeps nothing on a page without a fold', () => {
    document.body.innerHTML = '<div id="root"><h1>x</h1></div>';
    expect(keepFoldStylesheet(document)).toBeNull();
    expect(document.head.querySelector('link')).toBeNull();
  });
});
