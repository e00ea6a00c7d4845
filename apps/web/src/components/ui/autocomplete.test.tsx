import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DROPDOWN_TEXTS } from '@clinic/shared/messages';
import { Autocomplete, type AutocompleteProps, type AutocompleteStatus } from './autocomplete';

const FRUITS = ['Apple', 'Apricot', 'Avocado'];
const TEXTS = {
  loading: DROPDOWN_TEXTS.searchingLocations,
  loadingMore: DROPDOWN_TEXTS.loadingLocations,
  empty: DROPDOWN_TEXTS.noLocations,
  error: DROPDOWN_TEXTS.errorLocations,
};

type HarnessProps = Partial<AutocompleteProps<string>> & { status?: AutocompleteStatus };

/** The widget with its value kept in state, as every caller does. */
function Harness({ options = FRUITS, status = 'success', ...props }: HarnessProps) {
  const [value, setValue] = useState('');
  const [chosen, setChosen] = useState('');
  return (
    <form aria-label="Form" onSubmit={(event) => event.preventDefault()}>
      <Autocomplete<string>
        label="Fruit"
        value={value}
        onValueChange={setValue}
        onSelect={(option) => {
          setValue(option);
          setChosen(option);
        }}
        options={options}
        getOptionKey={(option) => option}
        getOptionLabel={(option) => option}
        status={status}
        texts={TEXTS}
        {...props}
      />
      <output>{chosen}</output>
    </form>
  );
}

function setup(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const input = screen.getByRole('combobox', { name: 'Fruit' });
  return { user, input };
}

describe('Autocomplete', () => {
  it('opens only from two trimmed characters', async () => {
    const { user, input } = setup();

    await user.type(input, ' a ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'p');
    expect(screen.getByRole('listbox', { name: 'Fruit' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('moves through the options with the arrow keys and picks one with Enter', async () => {
    const { user, input } = setup();
    await user.type(input, 'ap');

    await user.keyboard('{ArrowDown}');
    const [apple, apricot] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', apple!.id);
    expect(apple).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', apricot!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', apple!.id);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(input).toHaveValue('Apricot');
    expect(screen.getByText('Apricot', { selector: 'output' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes with Escape and reopens with ArrowDown', async () => {
    const { user, input } = setup();
    await user.type(input, 'av');
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('picks an option with the mouse', async () => {
    const { user, input } = setup();
    await user.type(input, 'av');
    await user.click(screen.getByRole('option', { name: 'Avocado' }));
    expect(input).toHaveValue('Avocado');
  });

  it('shows the loading, empty and error texts', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness options={[]} status="loading" />);
    await user.type(screen.getByRole('combobox'), 'xy');
    expect(screen.getByText(DROPDOWN_TEXTS.searchingLocations)).toBeInTheDocument();

    rerender(<Harness options={[]} status="success" />);
    expect(screen.getByText(DROPDOWN_TEXTS.noLocations)).toBeInTheDocument();

    rerender(<Harness options={[]} status="error" errorMessage="Network error" />);
    expect(screen.getByRole('alert')).toHaveTextContent(DROPDOWN_TEXTS.errorLocations);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Network error');
  });

  it('asks for the next page when the list is scrolled to the end or arrowed past it', async () => {
    const onLoadMore = vi.fn();
    const { user, input } = setup({ hasMore: true, onLoadMore });
    await user.type(input, 'ap');

    const listbox = screen.getByRole('listbox');
    Object.defineProperties(listbox, {
      scrollHeight: { value: 400, configurable: true },
      clientHeight: { value: 200, configurable: true },
      scrollTop: { value: 190, configurable: true, writable: true },
    });
    fireEvent.scroll(listbox);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('shows the loading-more text under the options', async () => {
    const { user, input } = setup({ hasMore: true, isLoadingMore: true });
    await user.type(input, 'ap');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByText(DROPDOWN_TEXTS.loadingLocations)).toBeInTheDocument();
  });

  it('marks the field required and describes a validation message', () => {
    render(<Harness required invalidMessage="Please enter a location" />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a location');
  });
});
