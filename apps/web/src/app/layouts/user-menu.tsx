import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDown, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@/components/ui/initials';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { useLogout } from '@/features/auth/hooks/use-logout';

export function UserMenu() {
  const { t } = useTranslation('portal');
  const { user } = useCurrentUser();
  const logout = useLogout();
  const name = user?.name?.trim() || t('userMenu.defaultName');

  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100 data-open:bg-slate-100">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
        >
          {initialsOf(name) || 'U'}
        </span>
        <span className="max-w-[10rem] truncate">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        transition
        className="z-50 mt-2 w-48 origin-top-right rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 transition duration-100 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0"
      >
        <MenuItem>
          <button
            type="button"
            onClick={() => void logout()}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-800 data-focus:bg-slate-100"
          >
            <LogOut aria-hidden="true" className="size-4 text-slate-500" />
            {t('userMenu.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
