import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { loadOnce } from '../../lib/load-once';
import type { DropdownMenuOnRadix, DropdownMenuProps } from './dropdown-menu-content';

export type { DropdownItem } from './dropdown-menu-content';

type MenuOnRadix = typeof DropdownMenuOnRadix;

/** Fetches the Radix menu once for every menu (lib/load-once). */
const radixMenu = loadOnce<MenuOnRadix>(() =>
  import('./dropdown-menu-content').then((module) => module.DropdownMenuOnRadix),
);
const loadMenu = radixMenu.load;

const preloadMenu = () => {
  loadMenu().catch(() => undefined);
};

/**
 * A menu button on Radix's DropdownMenu (dropdown-menu-content.tsx). The landing page and the
 * signed-in header draw one at once, and Radix's menu (with its positioning library) would not fit
 * their JavaScript budgets: until a menu is first asked for, this draws only its trigger, a plain
 * button that looks and is named the same, fetches the menu on hover or focus, and opens it on the
 * press that asked, as Radix's trigger would (pointer down; Enter, Space or ArrowDown).
 * docs/decisions/038-radix-primitives.md.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const [Menu, setMenu] = useState<MenuOnRadix | undefined>(radixMenu.loaded);
  const [open, setOpen] = useState(false);
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);

  if (Menu) {
    return (
      <Menu
        {...props}
        open={open}
        onOpenChange={setOpen}
        focusFirstItemOnMount={openedByKeyboard}
      />
    );
  }

  const openMenu = (byKeyboard: boolean) => {
    setOpenedByKeyboard(byKeyboard);
    setOpen(true);
    loadMenu().then(
      (menu) => setMenu(() => menu),
      // Offline or a stale deploy: the button stays as it is, and the next press tries again.
      () => setOpen(false),
    );
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) openMenu(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    // No click follows Enter or Space, as with Radix's trigger.
    event.preventDefault();
    openMenu(true);
  };

  // The wrapper is the one the menu had (and the search's early view copies): same layout.
  return (
    <div className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-label={props.triggerLabel}
        className={props.triggerClassName}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
      >
        {props.trigger}
      </button>
    </div>
  );
}
