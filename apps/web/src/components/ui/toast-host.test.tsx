import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enableToasts, TOAST_TOP, ToastHost } from './toast-host';

function rect(left: number, top: number, width: number, height: number): DOMRect {
  return {
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  };
}

/** The toast's box: react-toastify's 320 px at the right of a 1280 px screen, below the header. */
const TOAST_BOX = rect(944, 77, 320, 64);

function placeToasts() {
  for (const el of document.querySelectorAll('.Toastify__toast')) {
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue(TOAST_BOX);
  }
}

function Screen() {
  return (
    <>
      <ToastHost />
      <button type="button">Left</button>
      <button type="button">Under the toast</button>
    </>
  );
}

async function showToast(text: string) {
  enableToasts();
  render(<Screen />);
  act(() => void toast.success(text));
  expect(await screen.findByText(text)).toBeInTheDocument();
  placeToasts();
  vi.spyOn(screen.getByRole('button', { name: 'Left' }), 'getBoundingClientRect').mockReturnValue(
    rect(16, 200, 120, 40),
  );
  vi.spyOn(
    screen.getByRole('button', { name: 'Under the toast' }),
    'getBoundingClientRect',
  ).mockReturnValue(rect(1100, 90, 140, 40));
}

/** The toast is on its way out (react-toastify's exit; jsdom runs no animations) or gone. */
async function expectClosing(text: string) {
  await waitFor(() => {
    const el = screen.queryByText(text)?.closest('.Toastify__toast');
    expect(el == null || el.getAttribute('data-in') === 'false').toBe(true);
  });
}

afterEach(() => {
  act(() => void toast.dismiss());
});

describe('ToastHost', () => {
  it('sets the toasts below the sticky header', async () => {
    await showToast('Saved.');
    const container = document.querySelector<HTMLElement>('.Toastify__toast-container');
    // The browser's own form of TOAST_TOP (4rem, 1 px and 0.75rem, in some order).
    expect(container?.style.top).toMatch(/^calc\(.*4rem.*\)$/);
    expect(TOAST_TOP).toContain('4rem');
  });

  it('keeps a toast while focus moves elsewhere, and closes it when focus reaches what it covers', async () => {
    const user = userEvent.setup();
    await showToast('Notes saved.');
    screen.getByRole('button', { name: 'Left' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Notes saved.').closest('.Toastify__toast')).toHaveAttribute(
      'data-in',
      'true',
    );

    await user.tab();
    expect(screen.getByRole('button', { name: 'Under the toast' })).toHaveFocus();
    await expectClosing('Notes saved.');
  });

  it('closes a toast when the page scrolls the focused control under it', async () => {
    const user = userEvent.setup();
    await showToast('Appointment accepted.');
    const under = screen.getByRole('button', { name: 'Under the toast' });
    // Reached with the keyboard while still below the fold...
    vi.spyOn(under, 'getBoundingClientRect').mockReturnValue(rect(1100, 900, 140, 40));
    screen.getByRole('button', { name: 'Left' }).focus();
    await user.tab();
    expect(under).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Appointment accepted.').closest('.Toastify__toast')).toHaveAttribute(
      'data-in',
      'true',
    );
    // ...then scrolled into view, under the toast.
    vi.spyOn(under, 'getBoundingClientRect').mockReturnValue(rect(1100, 90, 140, 40));
    act(() => void document.dispatchEvent(new Event('scroll')));
    await expectClosing('Appointment accepted.');
  });

  it('keeps the toast over a control focused by a click', async () => {
    const user = userEvent.setup();
    await showToast('Saved.');
    await user.click(screen.getByRole('button', { name: 'Under the toast' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Saved.').closest('.Toastify__toast')).toHaveAttribute(
      'data-in',
      'true',
    );
  });

  it('closes the toasts on Escape', async () => {
    const user = userEvent.setup();
    await showToast('Slot created successfully!');
    await user.keyboard('{Escape}');
    await expectClosing('Slot created successfully!');
  });
});
