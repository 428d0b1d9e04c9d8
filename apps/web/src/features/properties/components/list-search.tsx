import { DebouncedSearchInput, FormField } from '../../../components/ui';

interface ListSearchProps {
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  label?: string;
}

/** A search box whose text reaches the URL once typing pauses. */
export function ListSearch({ value, onSearch, placeholder, label = 'Search' }: ListSearchProps) {
  return (
    <FormField label={<span className="sr-only">{label}</span>}>
      <DebouncedSearchInput value={value} onSearch={onSearch} placeholder={placeholder} />
    </FormField>
  );
}
