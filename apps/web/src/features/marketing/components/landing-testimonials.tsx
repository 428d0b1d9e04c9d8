import { Quote } from 'lucide-react';
import { Avatar, Card } from '../../../components/ui';
import { SectionHeading } from './section-heading';

const testimonials = [
  {
    name: 'Ananya Menon',
    role: 'Tenant',
    quote:
      'I found a bright two-bedroom flat near my office in a single weekend. Booking and paying online took five minutes.',
  },
  {
    name: 'Rahul Varma',
    role: 'Property Owner',
    quote:
      'My three apartments in Kochi have stayed booked since I listed them. The wallet payouts are quick and transparent.',
  },
  {
    name: 'Sara Thomas',
    role: 'Tenant',
    quote:
      'Chatting with the owner before moving in gave me real peace of mind. The whole experience felt safe and simple.',
  },
] as const;

export function LandingTestimonials() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <SectionHeading
        eyebrow="Testimonials"
        title="What our community says"
        id="testimonials-title"
      />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map(({ name, role, quote }) => (
          <Card key={name} className="flex flex-col p-6">
            <Quote className="size-8 text-primary-200" aria-hidden />
            <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
              “{quote}”
            </blockquote>
            <figure className="mt-6 flex items-center gap-3">
              <Avatar name={name} />
              <figcaption>
                <p className="font-semibold text-slate-900">{name}</p>
                <p className="text-sm text-slate-600">{role}</p>
              </figcaption>
            </figure>
          </Card>
        ))}
      </div>
    </section>
  );
}
