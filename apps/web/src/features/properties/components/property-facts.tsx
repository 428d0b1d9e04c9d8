import type { ReactNode } from 'react';
import { Bath, BedDouble, Building2, CalendarRange, Ruler, Sofa } from 'lucide-react';
import type { PropertySummary } from '@nestly/shared';
import { FURNISHING_LABELS, PROPERTY_TYPE_LABELS, describeStay } from '../lib/labels';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  // The icon sits inside the <dt>, positioned beside both lines: a <dl> may only hold <dt>/<dd>
  // groups wrapped in a single <div> (axe's definition-list and dlitem rules).
  return (
    <div className="relative flex min-h-14 flex-col justify-center rounded-xl bg-slate-50 py-2.5 pr-2.5 pl-14 ring-1 ring-slate-200/70 ring-inset sm:min-h-15 sm:py-3 sm:pr-3 sm:pl-15">
      <dt className="text-xs text-slate-600">
        <span
          aria-hidden
          className="absolute top-1/2 left-2.5 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg bg-white text-primary-600 shadow-sm sm:left-3 [&_svg]:size-4"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="min-w-0 text-sm font-semibold break-words text-slate-900">{value}</dd>
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
