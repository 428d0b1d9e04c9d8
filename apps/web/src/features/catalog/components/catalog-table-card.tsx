import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import {
  Button,
  Card,
  CardHeader,
  DataTable,
  EmptyState,
  QueryState,
  type Column,
} from '../../../components/ui';

/** The words of one catalogue list (each screen keeps its own as a constant). */
export interface CatalogListCopy {
  title: string;
  /** e.g. "Add feature": the header's button, and the empty list's next step. */
  addLabel: string;
  /** Plural, e.g. "features": the table's caption and the loading label. */
  noun: string;
  empty: { icon: ReactNode; title: string; description: string };
}

interface CatalogTableCardProps<Item extends { id: string }> {
  query: UseQueryResult<Item[]>;
  copy: CatalogListCopy;
  /** The counts under the title, once the list has loaded. */
  describe: (items: Item[]) => string;
  onAdd: () => void;
  columns: Column<Item>[];
}

/** One catalogue list for the admin: its counts and add button, then the table or its empty state. */
export function CatalogTableCard<Item extends { id: string }>({
  query,
  copy: { title, addLabel, noun, empty },
  describe,
  onAdd,
  columns,
}: CatalogTableCardProps<Item>) {
  const caption = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <Card>
      <CardHeader
        title={title}
        description={query.data ? describe(query.data) : undefined}
        actions={
          <Button onClick={onAdd} icon={<Plus className="size-4" aria-hidden />}>
            {addLabel}
          </Button>
        }
      />
      <QueryState query={query} loadingLabel={`Loading ${noun}`}>
        {(items) => (
          <DataTable
            caption={caption}
            columns={columns}
            rows={items}
            getRowId={(item) => item.id}
            empty={<EmptyState {...empty} action={<Button onClick={onAdd}>{addLabel}</Button>} />}
          />
        )}
      </QueryState>
    </Card>
  );
}
