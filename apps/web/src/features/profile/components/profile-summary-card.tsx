import { BadgeCheck, CalendarDays, Mail, Phone } from 'lucide-react';
import type { Account, SelfServiceRole } from '@nestly/shared';
import { Badge, Card, CardBody } from '../../../components/ui';
import { formatDate, formatPhone } from '../../../lib/format';
import { AvatarUpload } from './avatar-upload';

const roleLabel: Record<SelfServiceRole, string> = { user: 'Tenant', owner: 'Property owner' };

export function ProfileSummaryCard({ role, user }: { role: SelfServiceRole; user: Account }) {
  const details = [
    { icon: Mail, label: 'Email', value: user.email },
    { icon: Phone, label: 'Phone', value: formatPhone(user.phone) || 'Not added' },
    { icon: CalendarDays, label: 'Member since', value: formatDate(user.createdAt) },
  ];
  return (
    <Card>
      <CardBody className="space-y-6">
        <AvatarUpload role={role} user={user} />
        <div className="text-center">
          <h2 className="text-lg font-semibold break-words text-slate-900">{user.name}</h2>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Badge tone="primary">{roleLabel[role]}</Badge>
            {user.isVerified && (
              <Badge tone="success">
                <BadgeCheck className="size-3.5" aria-hidden /> Verified
              </Badge>
            )}
          </div>
        </div>
        <dl className="space-y-3 border-t border-slate-100 pt-5 text-sm">
          {details.map(({ icon: Icon, label, value }) => (
            // The icon lives in the <dt>: a <dl> may only hold <dt>/<dd> groups in one <div>.
            <div key={label} className="relative min-w-0 pl-7">
              <dt className="text-xs text-slate-600">
                <Icon className="absolute top-0.5 left-0 size-4 text-slate-500" aria-hidden />
                {label}
              </dt>
              <dd className="font-medium break-words text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
