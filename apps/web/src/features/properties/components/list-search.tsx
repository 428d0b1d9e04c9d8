import { useState } from 'react';
import { Search } from 'lucide-react';
import { FormField, Input } from '../../../components/ui';
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
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className="pl-10"
        />
      </div>
    </FormField>
  );
}
