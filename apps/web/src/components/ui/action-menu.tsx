import type { LucideIcon } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { cn } from '@/lib/cn';

export interface ActionMenuItem {
  label: string;
  icon?: LucideIcon;
  /** A route to open, or an action to run. */
  to?: string;
  onSelect?: () => void;
}

interface ActionMenuProps {
  /** The trigger's look and extra attributes (e.g. draggable); it opens on click, not on press. */
  buttonProps?: Omit<ComponentProps<'button'>, 'type' | 'onClick' | 'onKeyDown'>;
  buttonContent: ReactNode;
  /** Shown above the items (a title, a time). */
  header?: ReactNode;
  items: ActionMenuItem[];
}

const MENU_WIDTH = 224;
const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-800 outline-none hover:bg-slate-100 focus:bg-slate-100';

/**
 * A button with a small menu of actions (menu-button pattern: arrows move, Escape and
 * Tab close, focus returns to the button). Unlike a menu that opens on mouse press,
 * it opens on click, so the button can also be dragged; the menu is drawn over the page
 * so no scrolling container clips it.
 */
export function ActionMenu({ buttonProps, buttonContent, header, items }: ActionMenuProps) {
  const id = useId();
  const navigate = useNavigate();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const close = useCallback((refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  const focusItem = (index: number) => {
    const entries = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    if (!entries?.length) return;
    entries[(index + entries.length) % entries.length]?.focus();
  };

  const place = useCallback(() => {
    if (!buttonRef.current) return;
    const rect = buttonRef.current.getBoundingClientRect();
    const height = menuRef.current?.offsetHeight ?? 0;
    const left = Math.max(8, Math.min(rect.left, window.innerWidth - MENU_WIDTH - 8));
    // Below the button, or above it when there is no room below.
    const below = rect.bottom + 4;
    const top =
      below + height > window.innerHeight - 8 ? Math.max(8, rect.top - height - 4) : below;
    setPosition({ top, left });
  }, []);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      close(false);
    };
    // The menu follows its button when the page or a container scrolls.
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, close, place]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [
      ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
    ];
    const current = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(current + 1);
    else if (event.key === 'ArrowUp') focusItem(current - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(entries.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
    // Escape closes the menu only, not a dialog around it.
    if (event.key === 'Escape') event.stopPropagation();
  };

  const select = (item: ActionMenuItem) => {
    close(!item.to);
    if (item.to) void navigate(item.to);
    item.onSelect?.();
  };

  return (
    <>
      <button
        {...buttonProps}
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent}
      </button>
      {open
        ? createPortal(
            <div
              ref={menuRef}
              id={`${id}-menu`}
              role="menu"
              aria-labelledby={`${id}-button`}
              onKeyDown={onMenuKeyDown}
              style={{
                top: position?.top ?? 0,
                left: position?.left ?? 0,
                width: MENU_WIDTH,
                visibility: position ? 'visible' : 'hidden',
              }}
              className="fixed z-50 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200"
            >
              {header ? <div className="px-3 pt-2 pb-1.5">{header}</div> : null}
              {items.map((item) => {
                const Icon = item.icon;
                return (
                  <button
                    key={item.label}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={cn(itemClass)}
                    onClick={() => select(item)}
                  >
                    {Icon ? <Icon aria-hidden="true" className="size-4 text-slate-500" /> : null}
                    {item.label}
                  </button>
                );
              })}
            </div>,
            // Inside a dialog the menu must stay in it, or the dialog's focus trap and
            // inert background would make it unreachable.
            buttonRef.current?.closest('[role="dialog"]') ?? document.body,
          )
        : null}
    </>
  );
}
