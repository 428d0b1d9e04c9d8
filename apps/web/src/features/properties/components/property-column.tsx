import type { ReactNode } from 'react';
import type { PropertyImage } from '@nestly/shared';
import type { Column } from '../../../components/ui';
import { PropertyPhoto } from './property-photo';

interface ListedProperty {
  title: string;
  coverImage: PropertyImage | null;
}

/** A listings table's first column: the cover photo, the title, and a line about the home. */
export const propertyColumn = <Row extends ListedProperty>(
  describe: (property: Row) => ReactNode,
): Column<Row> => ({
  key: 'property',
  header: 'Property',
  hideLabelOnPhone: true,
  cell: (property) => (
    <div className="flex min-w-0 items-center gap-3">
      <PropertyPhoto
        image={property.coverImage}
        className="h-14 w-20 shrink-0 rounded-lg max-md:h-16 max-md:w-24"
      />
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{property.title}</p>
        <p className="text-xs text-slate-600">{describe(property)}</p>
      </div>
    </div>
  ),
});
