import type { ReactNode } from 'react';
import { Bath, BedDouble, Building2, CalendarRange, Ruler, Sofa } from 'lucide-react';
import type { PropertySummary } from '@nestly/shared';
import { FURNISHING_LABELS, PROPERTY_TYPE_LABELS, describeStay } from '../lib/labels';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2.5 rounded-xl bg-slate-50 p-2.5 ring-1 ring-slate-200/70 ring-inset sm:gap-3 sm:p-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-primary-600 shadow-sm [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-slate-600">{label}</dt>
        <dd className="text-sm font-semibold break-words text-slate-900">{value}</dd>
      </div>
    </div>
  );
}

/** Type, rooms, area, furnishing and the stay range, as a grid of labelled facts. */
export function PropertyFacts({ property }: { property: PropertySummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Fact icon={<Building2 />} label="Type" value={PROPERTY_TYPE_LABELS[property.type]} />
      <Fact icon={<BedDouble />} label="Bedrooms" value={String(property.bedrooms)} />
      <Fact icon={<Bath />} label="Bathrooms" value={String(property.bathrooms)} />
      <Fact
        icon={<Ruler />}
        label="Area"
        value={`${property.area.toLocaleString('en-IN')} sq ft`}
      />
      <Fact icon={<Sofa />} label="Furnishing" value={FURNISHING_LABELS[property.furnishing]} />
      <Fact
        icon={<CalendarRange />}
        label="Stay"
        value={describeStay(property.minMonths, property.maxMonths)}
      />
    </dl>
  );
}
