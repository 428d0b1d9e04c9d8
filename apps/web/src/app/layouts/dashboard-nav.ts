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
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: typeof LayoutDashboard;
  /** The item carries a count (read after it by screen readers, e.g. "unread messages"). */
  countLabel?: string;
}

export const ownerNav: NavItem[] = [
  { to: '/owner/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/owner/properties', label: 'Properties', icon: Building2 },
  { to: '/owner/bookings', label: 'Bookings', icon: CalendarDays },
  { to: '/owner/subscription', label: 'Subscription', icon: CreditCard },
  { to: '/owner/wallet', label: 'Wallet', icon: Wallet },
  { to: '/owner/chat', label: 'Chat', icon: MessageCircle, countLabel: 'unread messages' },
  { to: '/owner/profile', label: 'Profile', icon: UserRound },
];

export const adminNav: NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/users', label: 'Users', icon: UsersRound },
  { to: '/admin/owners', label: 'Owners', icon: BriefcaseBusiness },
  { to: '/admin/properties', label: 'Properties', icon: Building2 },
  { to: '/admin/bookings', label: 'Bookings', icon: ListChecks },
  { to: '/admin/services', label: 'Services', icon: ConciergeBell },
  { to: '/admin/features', label: 'Features', icon: Sparkles },
];
