import { useState } from 'react';
import { FormField, SearchInput } from '../../../components/ui';
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
      <SearchInput
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Reference, property, guest or owner"
      />
    </FormField>
  );
}
