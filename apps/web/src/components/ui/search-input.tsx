import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** A search box with its magnifier; inside a FormField it is labelled like any input. */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <Input type="search" className={cn('pl-10', className)} {...props} />
    </div>
  );
}
