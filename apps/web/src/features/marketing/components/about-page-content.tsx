import type { ReactNode } from 'react';
import {
  Award,
  BadgeCheck,
  Building2,
  CalendarCheck,
  Globe2,
  HandCoins,
  HeartHandshake,
  Lightbulb,
  PartyPopper,
  Search,
  ShieldCheck,
  Sparkles,
  UserPlus,
  Zap,
} from 'lucide-react';
import { Card } from '../../../components/ui';
import { SectionHeading } from './section-heading';

export const aboutStats = [
  { value: '10K+', label: 'Happy guests' },
  { value: '500+', label: 'Cities' },
  { value: '4.9', label: 'Average rating' },
  { value: '24/7', label: 'Support' },
];

const reasons = [
  {
    icon: ShieldCheck,
    title: 'Secure booking',
    text: 'Payments are verified and every booking is protected.',
  },
  {
    icon: Zap,
    title: 'Instant confirmation',
    text: 'Your booking is confirmed the moment payment succeeds.',
  },
  {
    icon: Globe2,
    title: 'Global properties',
    text: 'Homes in hundreds of cities, for a month or a year.',
  },
  {
    icon: BadgeCheck,
    title: 'Curated selection',
    text: 'Owners and listings are reviewed before they go live.',
  },
];

const travelerSteps = [
  {
    icon: Search,
    title: 'Search and discover',
    text: 'Filter by city, budget, size and amenities.',
  },
  {
    icon: CalendarCheck,
    title: 'Book instantly',
    text: 'Pick your dates and add-ons, then pay securely.',
  },
  {
    icon: PartyPopper,
    title: 'Enjoy your stay',
    text: 'Move in and reach your owner any time in chat.',
  },
];

const ownerSteps = [
  {
    icon: UserPlus,
    title: 'Register as owner',
    text: 'Sign up with your documents and get approved.',
  },
  {
    icon: Building2,
    title: 'Add properties',
    text: 'List homes with photos, rent and availability.',
  },
  {
    icon: HandCoins,
    title: 'Start earning',
    text: 'Receive bookings and payments in your wallet.',
  },
];

const values = [
  {
    icon: Award,
    title: 'Quality first',
    text: 'We hold every listing to a high, consistent standard.',
  },
  {
    icon: HeartHandshake,
    title: 'Community focused',
    text: 'Tenants and owners who trust each other.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'Smarter tools that take the work out of renting.',
  },
  { icon: Sparkles, title: 'Excellence', text: 'Care in every detail, from search to move-out.' },
];

interface Item {
  icon: typeof Search;
  title: string;
  text: string;
}

function IconCard({ icon: Icon, title, text, step }: Item & { step?: number }) {
  return (
    <Card className="p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
          <Icon className="size-5" aria-hidden />
        </span>
        {step !== undefined && (
          <span className="text-sm font-semibold text-primary-700">Step {step}</span>
        )}
      </div>
      <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
    </Card>
  );
}

function Section({
  title,
  eyebrow,
  children,
}: {
  title: string;
  eyebrow?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-10">
      <SectionHeading eyebrow={eyebrow} title={title} />
      {children}
    </section>
  );
}

export function AboutWhyChoose() {
  return (
    <Section eyebrow="Why Nestly" title="Why choose us">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((item) => (
          <IconCard key={item.title} {...item} />
        ))}
      </div>
    </Section>
  );
}

export function AboutHowItWorks() {
  return (
    <Section eyebrow="How it works" title="How it works">
      <div className="grid gap-12 lg:grid-cols-2">
        {[
          { heading: 'For travelers', steps: travelerSteps },
          { heading: 'For owners', steps: ownerSteps },
        ].map(({ heading, steps }) => (
          <div key={heading}>
            <h3 className="mb-5 text-lg font-semibold text-slate-900">{heading}</h3>
            <div className="grid gap-4">
              {steps.map((item, index) => (
                <IconCard key={item.title} {...item} step={index + 1} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}

export function AboutValues() {
  return (
    <Section eyebrow="Our values" title="What we stand for">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((item) => (
          <IconCard key={item.title} {...item} />
        ))}
      </div>
    </Section>
  );
}
