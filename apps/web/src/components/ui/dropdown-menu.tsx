import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
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

interface DropdownMenuProps {
  /** Visible contents of the trigger button; its text is the button's accessible name. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  /** Non-interactive content above the items (e.g. name and email). */
  header?: ReactNode;
  items: DropdownItem[];
  align?: 'left' | 'right';
}

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium outline-none focus-visible:bg-slate-100 hover:bg-slate-100';

/** A menu button (WAI-ARIA pattern): arrows, Home/End, Escape, Tab and outside clicks close it. */
export function DropdownMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  header,
  items,
  align = 'right',
}: DropdownMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const focusOnOpen = useRef(0);
  const menuId = useId();
  const triggerId = useId();

  useEffect(() => {
    if (!isOpen) return;
    itemRefs.current[focusOnOpen.current]?.focus();
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [isOpen]);

  const open = (focusIndex: number) => {
    focusOnOpen.current = focusIndex;
    setIsOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const elements = itemRefs.current.filter((el): el is HTMLElement => el !== null);
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => elements[(next + elements.length) % elements.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(elements.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') setIsOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (isOpen ? close(false) : open(0))}
        onKeyDown={onTriggerKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {isOpen && (
        <div
          className={cn(
            'absolute z-40 mt-2 w-64 origin-top rounded-2xl bg-white p-1.5 shadow-lifted ring-1 ring-slate-200',
            align === 'right' ? 'right-0' : 'left-0',
          )}
        >
          {header && <div className="border-b border-slate-100 px-3 pt-2 pb-3">{header}</div>}
          <div
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            onKeyDown={onMenuKeyDown}
            className="pt-1"
          >
            {items.map((item, index) => {
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
              const setRef = (el: HTMLElement | null) => {
                itemRefs.current[index] = el;
              };
              return item.to ? (
                <Link
                  key={item.label}
                  ref={setRef}
                  to={item.to}
                  role="menuitem"
                  tabIndex={-1}
                  className={classes}
                  onClick={() => setIsOpen(false)}
                >
                  {content}
                </Link>
              ) : (
                <button
                  key={item.label}
                  ref={setRef}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={classes}
                  onClick={() => {
                    setIsOpen(false);
                    item.onSelect?.();
                  }}
                >
                  {content}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
