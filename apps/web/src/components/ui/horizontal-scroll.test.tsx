import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HorizontalScroll } from './horizontal-scroll';

/** jsdom lays nothing out: the frame's widths and scroll position, as a browser would report them. */
function layOut(el: HTMLElement, { scrollWidth, clientWidth, scrollLeft }: Record<string, number>) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(el, 'scrollLeft', { configurable: true, value: scrollLeft });
  fireEvent.scroll(el);
}

function frame() {
  render(
    <>
      <h2 id="history">Ledger History</h2>
      <HorizontalScroll labelledBy="history">
        <table>
          <tbody>
            <tr>
              <td>INV-2026-0001</td>
            </tr>
          </tbody>
        </table>
      </HorizontalScroll>
    </>,
  );
  const scroller = screen.getByRole('table').parentElement!;
  const shade = (edge: string) =>
    document.querySelector<HTMLElement>(`[data-edge="${edge}"]`)!.className.includes('opacity-100');
  return { scroller, shade };
}

describe('HorizontalScroll', () => {
  it('shows no shade and takes no focus while the table fits', () => {
    const { scroller, shade } = frame();
    layOut(scroller, { scrollWidth: 600, clientWidth: 600, scrollLeft: 0 });
    expect(shade('before')).toBe(false);
    expect(shade('after')).toBe(false);
    expect(scroller).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shades the edge beyond which columns wait, and is a focusable named region', () => {
    const { scroller, shade } = frame();
    layOut(scroller, { scrollWidth: 580, clientWidth: 360, scrollLeft: 0 });
    expect(shade('before')).toBe(false);
    expect(shade('after')).toBe(true);
    expect(screen.getByRole('region', { name: 'Ledger History' })).toBe(scroller);
    expect(scroller).toHaveAttribute('tabindex', '0');

    layOut(scroller, { scrollWidth: 580, clientWidth: 360, scrollLeft: 100 });
    expect(shade('before')).toBe(true);
    expect(shade('after')).toBe(true);

    layOut(scroller, { scrollWidth: 580, clientWidth: 360, scrollLeft: 220 });
    expect(shade('before')).toBe(true);
    expect(shade('after')).toBe(false);
  });
});
