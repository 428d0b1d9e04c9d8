import type { PropertyDetail } from '@nestly/shared';
import { NamedIcon } from '../../../components/ui';

/** The listing's amenities with their icons (a check mark for an icon we do not draw). */
export function FeatureList({ features }: { features: PropertyDetail['features'] }) {
  if (features.length === 0) {
    return <p className="text-sm text-slate-600">No amenities listed.</p>;
  }
  return (
    <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {features.map((feature) => (
        <li key={feature.id} className="flex items-center gap-3 text-sm text-slate-800">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
            <NamedIcon name={feature.icon} className="size-4" />
          </span>
          {feature.name}
        </li>
      ))}
    </ul>
  );
}
