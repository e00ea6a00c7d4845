import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@clinic/shared/constants';
import { DROPDOWN_TEXTS } from '@clinic/shared/messages';
import { errorResponse, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { citiesPage, makeCity } from '../testing/search-fixtures';
import { LocationField } from './location-field';

function Harness() {
  const [value, setValue] = useState('');
  return <LocationField value={value} onChange={setValue} />;
}

const BENGALURU = makeCity('Bengaluru', 'Karnataka');
const BELAGAVI = makeCity('Belagavi', 'Karnataka');

function cityRequests(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/service/location/cities');
}

describe('LocationField', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server once, 300 ms after typing stops, and not below two characters', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = mockFetch(() => jsonResponse(citiesPage([BENGALURU, BELAGAVI])));
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Location' });

    fireEvent.change(input, { target: { value: 'b' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS * 2));
    expect(cityRequests(fetchMock)).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'be' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.change(input, { target: { value: 'ben' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS - 1));
    expect(cityRequests(fetchMock)).toHaveLength(0);
    // Until the answer arrives the list says it is searching.
    expect(screen.getByText(DROPDOWN_TEXTS.searchingLocations)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    const requests = cityRequests(fetchMock);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      query: 'ben',
      page: '1',
      limit: '10',
    });
    vi.useRealTimers();

    expect(await screen.findByRole('option', { name: /Bengaluru/ })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('fills in "City, State" when a city is chosen with the keyboard', async () => {
    mockFetch(() => jsonResponse(citiesPage([BENGALURU, BELAGAVI])));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Location' });

    await user.type(input, 'ben');
    await screen.findByRole('option', { name: /Bengaluru/ });
    await user.keyboard('{ArrowDown}{Enter}');

    expect(input).toHaveValue('Bengaluru, Karnataka');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("says 'No locations found' when nothing matches", async () => {
    mockFetch(() => jsonResponse(citiesPage([])));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'zzq');

    expect(await screen.findByText(DROPDOWN_TEXTS.noLocations)).toBeInTheDocument();
  });

  it("shows 'Error loading locations' with the server's message", async () => {
    mockFetch(() => errorResponse('RATE_LIMITED', 'Too many requests'));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'pune');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DROPDOWN_TEXTS.errorLocations);
    expect(alert).toHaveTextContent('Error: Too many requests');
  });

  it('loads the next page of cities when the list is scrolled to the end', async () => {
    const first = Array.from({ length: 10 }, (_, i) => makeCity(`Town ${i + 1}`, 'Kerala'));
    const fetchMock = mockFetch((request) => {
      const page = new URL(request.url).searchParams.get('page');
      return jsonResponse(
        page === '1'
          ? citiesPage(first, 1, true)
          : citiesPage([makeCity('Town 11', 'Kerala')], 2, false),
      );
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'town');
    await screen.findByRole('option', { name: /Town 10/ });

    const listbox = screen.getByRole('listbox');
    Object.defineProperties(listbox, {
      scrollHeight: { value: 500, configurable: true },
      clientHeight: { value: 288, configurable: true },
      scrollTop: { value: 212, configurable: true },
    });
    fireEvent.scroll(listbox);

    expect(await screen.findByRole('option', { name: /Town 11/ })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(11);
    expect(cityRequests(fetchMock).map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });
});
