import { useState } from 'react';
import { Search } from 'lucide-react';
import { FormField, Input } from '../../../components/ui';
import { useDebouncedEffect } from '../../../lib/use-debounced-effect';

const SEARCH_DEBOUNCE_MS = 300;

/** A search box whose text reaches the URL once typing pauses. */
export function BookingSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  // The URL can change under the box (e.g. "Clear filters"): follow it without losing focus.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== text.trim()) setText(value);
  }
  useDebouncedEffect(text, SEARCH_DEBOUNCE_MS, (next) => {
    if (next.trim() !== value.trim()) onSearch(next.trim());
  });
  return (
    <FormField label="Search">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Reference, property, guest or owner"
          className="pl-10"
        />
      </div>
    </FormField>
  );
}
