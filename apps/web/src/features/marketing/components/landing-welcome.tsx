import { ShieldCheck, Search, Sparkles } from 'lucide-react';
import { Card } from '../../../components/ui';
import { SectionHeading } from './section-heading';

const features = [
  {
    icon: Search,
    title: 'Easy Search',
    text: 'Filter by city, budget, bedrooms and amenities to find the right place in minutes.',
  },
  {
    icon: ShieldCheck,
    title: 'Quality Listings',
    text: 'Every owner and listing is reviewed by our team before it reaches you.',
  },
  {
    icon: Sparkles,
    title: 'User-Friendly',
    text: 'Book, pay, chat with owners and manage your stay from one simple dashboard.',
  },
];

export function LandingWelcome() {
  return (
    <section
      aria-labelledby="welcome-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <SectionHeading eyebrow="Welcome" title="Welcome to Nestly" id="welcome-title">
        Travelers and tenants search and book stylish rental properties worldwide, while owners grow
        their business by listing homes, receiving bookings and getting paid, all in one place.
      </SectionHeading>
      <div className="mt-14 grid gap-6 md:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="p-6 transition-shadow hover:shadow-lifted">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}
