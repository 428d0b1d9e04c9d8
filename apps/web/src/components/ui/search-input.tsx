import { useState, type ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useDebouncedEffect } from '../../lib/use-debounced-effect';
import { Input } from './input';

const SEARCH_DEBOUNCE_MS = 300;

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

interface DebouncedSearchInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'onChange'
> {
  /** The search in force (the URL's). */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (value: string) => void;
}

/** A search box whose text reaches the URL once typing pauses, and which follows the URL. */
export function DebouncedSearchInput({ value, onSearch, ...props }: DebouncedSearchInputProps) {
  const [text, setText] = useState(value);
  // The URL can change under the box (e.g. "Clear search"): follow it without losing focus.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== text.trim()) setText(value);
  }
  useDebouncedEffect(text, SEARCH_DEBOUNCE_MS, (next) => {
    if (next.trim() !== value.trim()) onSearch(next.trim());
  });
  return <SearchInput value={text} onChange={(event) => setText(event.target.value)} {...props} />;
}
