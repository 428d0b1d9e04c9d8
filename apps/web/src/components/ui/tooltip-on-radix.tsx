import type { ReactElement, ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';

export interface TooltipProps {
  /** What the tip says: more than the control's name, e.g. a limit ("up to 5 MB"). */
  content: ReactNode;
  /** One focusable element (a button or link) that keeps its own accessible name (`aria-label`). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * A short tip on hover or keyboard focus, on Radix's Tooltip: instead of a `title`, which shows
 * only to a mouse, late, and never on focus. Escape hides it. The control keeps its own name; the
 * tip is its description while shown. Each tip has its own provider, so no page pays for one it
 * does not draw. Drawn through Tooltip (tooltip.tsx), which fetches this module when the page is
 * idle or the control is first pointed at or focused.
 */
export function TooltipOnRadix({ content, children, side = 'top' }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lifted"
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
