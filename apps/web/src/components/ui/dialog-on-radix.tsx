import { useRef, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

type Placement = 'center' | 'right' | 'left';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** `right`/`left` make it a full-height drawer. */
  placement?: Placement;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * `alertdialog` for a question that needs an answer (ConfirmDialog): screen readers announce it
   * as such. Escape and the backdrop still close it, as Cancel would.
   */
  role?: 'dialog' | 'alertdialog';
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

const panelPlacement: Record<Placement, string> = {
  center: 'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] rounded-2xl',
  right: 'ml-auto h-full w-full sm:w-[min(36rem,100%)]',
  left: 'mr-auto h-full w-[min(18rem,85%)]',
};

/**
 * Modal dialog or drawer on Radix's Dialog: focus kept inside and given back on close, Escape and
 * backdrop close, scroll lock, and the page behind it hidden from screen readers (`aria-hidden`
 * on everything else) so nothing outside can be reached while it is open. Drawn through Dialog
 * (dialog.tsx), which fetches this module when a page is idle or a dialog first opens.
 */
export function DialogOnRadix({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  placement = 'center',
  size = 'md',
  role = 'dialog',
}: DialogProps) {
  // Our dialogs are opened by state, not by a Radix Trigger, so Radix would not know where focus
  // was: keep the element that had it, and give focus back to it on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = (event: Event) => {
    returnFocusTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first focus goes to an element marked `data-autofocus` (ConfirmDialog's Cancel, so Enter
    // never destroys by accident), else to Radix's default, the first focusable element.
    const marked = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
      '[data-autofocus]',
    );
    if (!marked) return;
    event.preventDefault();
    marked.focus();
  };
  const onCloseAutoFocus = (event: Event) => {
    const target = returnFocusTo.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal>
        <div className="fixed inset-0 z-50 flex">
          <DialogPrimitive.Overlay className="absolute inset-0 bg-slate-900/50 backdrop-blur-[2px]" />
          <DialogPrimitive.Content
            role={role}
            aria-modal="true"
            // Without a description Radix would warn; `undefined` tells it there is none on purpose.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={onOpenAutoFocus}
            onCloseAutoFocus={onCloseAutoFocus}
            className={cn(
              'relative flex flex-col bg-white shadow-lifted focus:outline-none',
              panelPlacement[placement],
              placement === 'center' && widths[size],
            )}
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
              <div className="min-w-0">
                <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
                  {title}
                </DialogPrimitive.Title>
                {description && (
                  <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
                    {description}
                  </DialogPrimitive.Description>
                )}
              </div>
              <DialogPrimitive.Close
                aria-label="Close"
                className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <X className="size-5" aria-hidden />
              </DialogPrimitive.Close>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
            {footer && (
              <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-4 sm:px-6">
                {footer}
              </div>
            )}
          </DialogPrimitive.Content>
        </div>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
