import { DebouncedSearchInput, FormField } from '../../../components/ui';

/** A search box whose text reaches the URL once typing pauses. */
export function BookingSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (value: string) => void;
}) {
  return (
    <FormField label="Search">
      <DebouncedSearchInput
        value={value}
        onSearch={onSearch}
        placeholder="Reference, property, guest or owner"
      />
    </FormField>
  );
}
