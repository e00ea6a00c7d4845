import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { nextSort, readFilters, useAppointmentFilters } from './use-appointment-filters';

type Filters = ReturnType<typeof useAppointmentFilters>;

/** The hook on /appointments, and what it last gave. */
function renderFilters(path = '/appointments') {
  const seen: { current: Filters | null } = { current: null };
  function Probe() {
    seen.current = useAppointmentFilters();
    return null;
  }
  const { router } = renderRoutes([{ path: '/appointments', element: <Probe /> }], {
    entries: [path],
  });
  return { router, hook: () => seen.current! };
}

describe('appointment filters', () => {
  it('reads the URL, ignoring what does not parse', () => {
    expect(
      readFilters(new URLSearchParams('upcoming=true&from=2026-03-01&to=bad&sort=nope&page=0')),
    ).toEqual({
      upcoming: true,
      from: '2026-03-01',
      to: '',
      search: '',
      sort: null,
      dir: 'asc',
      page: 1,
    });
  });

  it('sorts a new column ascending and toggles the same one', () => {
    expect(nextSort({ sort: null, dir: 'asc' }, 'patient')).toEqual({
      sort: 'patient',
      dir: 'asc',
    });
    expect(nextSort({ sort: 'patient', dir: 'asc' }, 'patient')).toEqual({
      sort: 'patient',
      dir: 'desc',
    });
    expect(nextSort({ sort: 'patient', dir: 'desc' }, 'patient')).toEqual({
      sort: 'patient',
      dir: 'asc',
    });
    expect(nextSort({ sort: 'patient', dir: 'desc' }, 'date')).toEqual({
      sort: 'date',
      dir: 'asc',
    });
  });

  it('keeps From when To is set before the router has shown From', () => {
    const { router, hook } = renderFilters();
    // Both in one go, as a fast hand or a slow phone does: the second change must
    // build on the first although the router has not rendered it yet.
    act(() => {
      hook().update({ from: '2026-11-01' });
      hook().update({ to: '2026-11-30' });
    });
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30');
    expect(hook().filters).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(hook().query).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });

    // And so does every other change: the search, then a sort toggled twice.
    act(() => {
      hook().update({ search: 'asha' });
      hook().toggleSort('date');
      hook().toggleSort('date');
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      search: 'asha',
      sort: 'date',
      dir: 'desc',
    });
  });

  it('follows the URL when it changes from elsewhere (Back, a link)', async () => {
    const { router, hook } = renderFilters('/appointments?from=2026-11-01');
    act(() => hook().update({ to: '2026-11-30' }));
    await act(() => router.navigate('/appointments?upcoming=true'));
    expect(hook().filters).toMatchObject({ upcoming: true, from: '', to: '' });
    act(() => hook().update({ search: 'ravi' }));
    expect(router.state.location.search).toBe('?upcoming=true&search=ravi');
  });
});
