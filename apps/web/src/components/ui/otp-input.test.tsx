import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyOtp, isOtpComplete, OtpInput } from './otp-input';

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState(emptyOtp);
  return (
    <>
      <OtpInput label="One-time password" value={value} onChange={setValue} disabled={disabled} />
      <output aria-label="code">{value.join('')}</output>
      <output aria-label="complete">{String(isOtpComplete(value))}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox', { name: /digit \d of 6/i });
const code = () => screen.getByLabelText('code').textContent;

describe('OtpInput', () => {
  it('shows six labelled single-digit boxes in a named group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'One-time password' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves forward as digits are typed and reports completion', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(code()).toBe('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('456');
    expect(code()).toBe('123456');
    expect(screen.getByLabelText('complete')).toHaveTextContent('true');
  });

  it('accepts digits only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('a');
    expect(boxes()[0]).toHaveValue('');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('-7');
    expect(code()).toBe('7');
    expect(boxes()[1]).toHaveFocus();
  });

  it('Backspace on an empty box clears the previous one and moves back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(code()).toBe('1');
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
    expect(code()).toBe('');
  });

  it('Backspace on a filled box clears it and stays', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.click(boxes()[1]!);
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveValue('');
    expect(boxes()[1]).toHaveFocus();
    expect(screen.getByLabelText('complete')).toHaveTextContent('false');
  });

  it('typing over a filled box replaces its digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.click(boxes()[0]!);
    await user.keyboard('9');
    expect(code()).toBe('92');
    expect(boxes()[1]).toHaveFocus();
  });

  it('a pasted six-digit code fills every box, whichever box has focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[3]!);
    await user.paste('482 913');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual([
      '4',
      '8',
      '2',
      '9',
      '1',
      '3',
    ]);
    expect(boxes()[5]).toHaveFocus();
  });

  it('a shorter paste fills from the focused box; non-digits are dropped', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]!);
    await user.paste('a5b6');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual([
      '',
      '',
      '5',
      '6',
      '',
      '',
    ]);
    expect(boxes()[4]).toHaveFocus();
  });

  it('arrow keys move between boxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]!);
    await user.keyboard('{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes()[3]).toHaveFocus();
  });

  it('disables every box when disabled', () => {
    render(<Harness disabled />);
    for (const box of boxes()) expect(box).toBeDisabled();
  });
});
