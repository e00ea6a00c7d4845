// How a component moves the visitor elsewhere, without naming the router.
//
// Most screens live inside React Router and use it directly. The components the
// landing page hydrates as islands (docs/decisions/030: the navigation bar, the
// hero's search form, the quick registration card) run without the router on
// that page, so they navigate through this context: inside the app it is the
// router (NavigationFromRouter), on the landing page a full page load
// (fullPageNavigation), which the server answers with a rendered page.
import { createContext, use, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export interface NavigateOptions {
  /** Handed to the next screen as React Router's location.state. */
  state?: unknown;
  replace?: boolean;
}

export interface Navigation {
  /** The path shown now, for links that mark the current page. */
  pathname: string;
  navigate(to: string, options?: NavigateOptions): void;
  /**
   * Every navigation loads a new page (the islands): the page around a component
   * is the server's HTML, so what changes its words (the language) reloads it.
   */
  loadsPages?: boolean;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs a NavigationContext above it');
  return navigation;
}

/**
 * A navigation that loads each address as a new page. A state travels as React
 * Router keeps it, in the history entry (`history.state.usr`): the entry is added
 * first and then loaded, and the router of the next page reads it from there.
 */
export function fullPageNavigation(pathname: string, win: Window = window): Navigation {
  return {
    pathname,
    loadsPages: true,
    navigate(to, options = {}) {
      if (options.state === undefined) {
        if (options.replace) win.location.replace(to);
        else win.location.assign(to);
        return;
      }
      const index = (win.history.state as { idx?: unknown } | null)?.idx;
      const entry = {
        usr: options.state,
        key: Math.random().toString(36).slice(2, 10),
        idx: typeof index === 'number' ? index + (options.replace ? 0 : 1) : 0,
      };
      if (options.replace) win.history.replaceState(entry, '', to);
      else win.history.pushState(entry, '', to);
      win.location.reload();
    },
  };
}

/** A click the page should handle itself: the main button, no modifier, no other target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!target || target === '_self')
  );
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

export interface AppLinkProps extends AnchorProps {
  to: string;
  className?: string | ((state: { isActive: boolean }) => string);
  /** With a function className: active only on this exact path (React Router's `end`). */
  end?: boolean;
}

function isActivePath(current: string, to: string, end: boolean): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  if (current === path) return true;
  if (end || path === '/') return false;
  return current.startsWith(path.endsWith('/') ? path : `${path}/`);
}

/**
 * A link that navigates through the context: a real <a href>, so it works before
 * hydration, without JavaScript and with a modifier key; a plain click is handled
 * by the navigation. With a function className it marks the current page
 * (aria-current="page"), as React Router's NavLink.
 */
export function AppLink({ to, className, end = false, onClick, target, ...rest }: AppLinkProps) {
  const navigation = useNavigation();
  const active = typeof className === 'function' && isActivePath(navigation.pathname, to, end);
  return (
    <a
      {...rest}
      href={to}
      target={target}
      aria-current={active ? 'page' : rest['aria-current']}
      className={typeof className === 'function' ? className({ isActive: active }) : className}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        navigation.navigate(to);
      }}
    />
  );
}
