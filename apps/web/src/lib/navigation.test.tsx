import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppLink, fullPageNavigation, NavigationContext, type Navigation } from './navigation';

/** A window with only what a full page navigation touches. */
function fakeWindow(state: unknown = null) {
  const history = { state, pushState: vi.fn(), replaceState: vi.fn() };
  const location = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  return { win: { history, location } as unknown as Window, history, location };
}

describe('fullPageNavigation', () => {
  it('loads the address as a new page', () => {
    const { win, location, history } = fakeWindow();
    fullPageNavigation('/', win).navigate('/search-results?location=Pune');
    expect(location.assign).toHaveBeenCalledWith('/search-results?location=Pune');
    expect(history.pushState).not.toHaveBeenCalled();
    fullPageNavigation('/', win).navigate('/news', { replace: true });
    expect(location.replace).toHaveBeenCalledWith('/news');
  });

  it('keeps a state where React Router reads it, in a new history entry, then loads it', () => {
    const { win, location, history } = fakeWindow({ usr: null, key: 'a', idx: 3 });
    fullPageNavigation('/', win).navigate('/sign-up', {
      state: { name: 'Asha', mobile: '9876543210' },
    });
    expect(history.pushState).toHaveBeenCalledWith(
      { usr: { name: 'Asha', mobile: '9876543210' }, key: expect.any(String), idx: 4 },
      '',
      '/sign-up',
    );
    expect(location.reload).toHaveBeenCalledOnce();
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('AppLink', () => {
  function renderLinks(pathname: string) {
    const navigation: Navigation = { pathname, navigate: vi.fn() };
    render(
      <NavigationContext value={navigation}>
        <AppLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </AppLink>
        <AppLink to="/doctors" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Doctors
        </AppLink>
        <AppLink to="/news" className="plain">
          News
        </AppLink>
      </NavigationContext>,
    );
    return navigation;
  }

  it('is a real link whose plain click goes through the navigation', async () => {
    const navigation = renderLinks('/');
    const news = screen.getByRole('link', { name: 'News' });
    expect(news).toHaveAttribute('href', '/news');
    expect(news).toHaveClass('plain');
    await userEvent.click(news);
    expect(navigation.navigate).toHaveBeenCalledWith('/news');
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const navigation = renderLinks('/');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'News' }));
    await user.keyboard('{/Control}');
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('marks the current page, the home link only on its own path', () => {
    renderLinks('/doctors/abc');
    expect(screen.getByRole('link', { name: 'Doctors' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Doctors' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
  });
});
