import {
  Building2,
  CalendarDays,
  CreditCard,
  LayoutDashboard,
  ListChecks,
  MessageCircle,
  Sparkles,
  UserRound,
  UsersRound,
  Wallet,
  BriefcaseBusiness,
  ConciergeBell,
  Scale,
  Gavel,
} from 'lucide-react';
import { paths } from '@nestly/shared';

export interface NavItem {
  to: string;
  label: string;
  icon: typeof LayoutDashboard;
  /** The item carries a count (read after it by screen readers, e.g. "unread messages"). */
  countLabel?: string;
}

export const ownerNav: NavItem[] = [
  { to: paths.owner.dashboard.getHref(), label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.owner.properties.getHref(), label: 'Properties', icon: Building2 },
  { to: paths.owner.bookings.getHref(), label: 'Bookings', icon: CalendarDays },
  { to: paths.owner.subscription.getHref(), label: 'Subscription', icon: CreditCard },
  { to: paths.owner.wallet.getHref(), label: 'Wallet', icon: Wallet },
  {
    to: paths.owner.chat.getHref(),
    label: 'Chat',
    icon: MessageCircle,
    countLabel: 'unread messages',
  },
  { to: paths.owner.profile.getHref(), label: 'Profile', icon: UserRound },
];

export const adminNav: NavItem[] = [
  { to: paths.admin.dashboard.getHref(), label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.admin.users.getHref(), label: 'Users', icon: UsersRound },
  { to: paths.admin.owners.getHref(), label: 'Owners', icon: BriefcaseBusiness },
  { to: paths.admin.properties.getHref(), label: 'Properties', icon: Building2 },
  { to: paths.admin.bookings.getHref(), label: 'Bookings', icon: ListChecks },
  { to: paths.admin.payouts.getHref(), label: 'Payouts', icon: Wallet },
  { to: paths.admin.reconciliation.getHref(), label: 'Reconciliation', icon: Scale },
  { to: paths.admin.depositDisputes.getHref(), label: 'Deposit disputes', icon: Gavel },
  { to: paths.admin.services.getHref(), label: 'Services', icon: ConciergeBell },
  { to: paths.admin.features.getHref(), label: 'Features', icon: Sparkles },
];
