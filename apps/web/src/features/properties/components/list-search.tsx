import { useState } from 'react';
import { FormField, SearchInput } from '../../../components/ui';
import { useDebouncedEffect } from '../../../lib/use-debounced-effect';

const SEARCH_DEBOUNCE_MS = 300;

interface ListSearchProps {
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  label?: string;
}

/** A search box whose text reaches the URL once typing pauses. */
export function ListSearch({ value, onSearch, placeholder, label = 'Search' }: ListSearchProps) {
  const [text, setText] = useState(value);
  useDebouncedEffect(text, SEARCH_DEBOUNCE_MS, (next) => {
    if (next.trim() !== value.trim()) onSearch(next.trim());
  });
  return (
    <FormField label={<span className="sr-only">{label}</span>}>
      <SearchInput
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
      />
    </FormField>
  );
}
