import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cn } from '../../lib/cn';

export interface DropdownItem {
  label: string;
  icon?: ReactNode;
  /** A link item … */
  to?: string;
  /** … or an action item. */
  onSelect?: () => void;
  badge?: ReactNode;
  tone?: 'danger';
}

export interface DropdownMenuProps {
  /** Visible contents of the trigger button; its text is the button's accessible name. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  /** Non-interactive content above the items (e.g. name and email). */
  header?: ReactNode;
  items: DropdownItem[];
  align?: 'left' | 'right';
}

interface DropdownMenuOnRadixProps extends DropdownMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Opened by a key on the light trigger, before this module had loaded: Radix, mounting already
   * open, did not see that key, so the first item is focused here (as Radix does when it sees it).
   */
  focusFirstItemOnMount: boolean;
}

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium outline-none select-none data-highlighted:bg-slate-100';

/**
 * The menu itself, on Radix's DropdownMenu (the WAI-ARIA menu button: arrows, Home/End, typing a
 * letter, Escape, outside clicks; focus goes back to the trigger). Loaded on first use by
 * `DropdownMenu` (dropdown-menu.tsx), which draws the trigger until then: docs/decisions/038.
 */
export function DropdownMenuOnRadix({
  trigger,
  triggerLabel,
  triggerClassName,
  header,
  items,
  align = 'right',
  open,
  onOpenChange,
  focusFirstItemOnMount,
}: DropdownMenuOnRadixProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  // Only the first opening can come from the light trigger's key.
  const [shouldFocusFirstItem, setShouldFocusFirstItem] = useState(focusFirstItemOnMount);
  return (
    // Not modal, as the menu always was: the page stays scrollable and an outside click both
    // closes the menu and reaches what it was aimed at.
    <DropdownMenuPrimitive.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <div className="relative">
        <DropdownMenuPrimitive.Trigger aria-label={triggerLabel} className={triggerClassName}>
          {trigger}
        </DropdownMenuPrimitive.Trigger>
      </div>
      <DropdownMenuPrimitive.Portal>
        <DropdownMenuPrimitive.Content
          align={align === 'right' ? 'end' : 'start'}
          sideOffset={8}
          collisionPadding={8}
          ref={contentRef}
          className="z-40 w-64 rounded-2xl bg-white p-1.5 shadow-lifted ring-1 ring-slate-200 outline-none"
        >
          {shouldFocusFirstItem && (
            <FocusFirstItem contentRef={contentRef} onDone={() => setShouldFocusFirstItem(false)} />
          )}
          {header && (
            <DropdownMenuPrimitive.Label className="border-b border-slate-100 px-3 pt-2 pb-3">
              {header}
            </DropdownMenuPrimitive.Label>
          )}
          <div className="pt-1">
            {items.map((item) => {
              const classes = cn(
                itemClasses,
                item.tone === 'danger' ? 'text-red-700' : 'text-slate-700',
              );
              const content = (
                <>
                  {item.icon && <span className="text-slate-500 [&_svg]:size-4">{item.icon}</span>}
                  <span className="flex-1">{item.label}</span>
                  {item.badge}
                </>
              );
              return item.to ? (
                // The link's own click navigates (Radix clicks it on Enter), and selecting closes.
                <DropdownMenuPrimitive.Item key={item.label} asChild className={classes}>
                  <Link to={item.to}>{content}</Link>
                </DropdownMenuPrimitive.Item>
              ) : (
                <DropdownMenuPrimitive.Item
                  key={item.label}
                  className={classes}
                  onSelect={() => item.onSelect?.()}
                >
                  {content}
                </DropdownMenuPrimitive.Item>
              );
            })}
          </div>
        </DropdownMenuPrimitive.Content>
      </DropdownMenuPrimitive.Portal>
    </DropdownMenuPrimitive.Root>
  );
}

/**
 * Focuses the first item as the menu mounts. Its effect runs before Radix's focus scope (a child's
 * effects run first), which then finds focus already inside and leaves it there.
 */
function FocusFirstItem({
  contentRef,
  onDone,
}: {
  contentRef: RefObject<HTMLDivElement | null>;
  onDone: () => void;
}) {
  useEffect(() => {
    contentRef.current
      ?.querySelector<HTMLElement>('[role="menuitem"]')
      ?.focus({ preventScroll: true });
    onDone();
  }, [contentRef, onDone]);
  return null;
}
