import type { ReactNode } from 'react';
import type { PropertyDetail } from '@nestly/shared';
import { Card, CardBody, CardHeader } from '../../../components/ui';
import { formatInr } from '../../../lib/format';
import { describeStay } from '../lib/labels';

function PricingRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

interface PropertyPricingCardProps {
  property: Pick<PropertyDetail, 'rent' | 'deposit' | 'minMonths' | 'maxMonths'>;
  /** Rows after the stay, as label and value (the admin adds when it was submitted). */
  extraRows?: { label: string; value: ReactNode }[];
}

/** The listing's rent, deposit and the stay it allows, as its owner and the admin see them. */
export function PropertyPricingCard({ property, extraRows = [] }: PropertyPricingCardProps) {
  return (
    <Card>
      <CardHeader title="Pricing" />
      <CardBody>
        <dl className="space-y-3 text-sm">
          <PricingRow label="Monthly rent">{formatInr(property.rent)}</PricingRow>
          <PricingRow label="Security deposit">{formatInr(property.deposit)}</PricingRow>
          <PricingRow label="Stay">
            {describeStay(property.minMonths, property.maxMonths)}
          </PricingRow>
          {extraRows.map((row) => (
            <PricingRow key={row.label} label={row.label}>
              {row.value}
            </PricingRow>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
