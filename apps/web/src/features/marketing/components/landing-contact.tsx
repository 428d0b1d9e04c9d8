import { Mail, MapPin, Phone } from 'lucide-react';
import { Card } from '../../../components/ui';
import { SectionHeading } from './section-heading';

const channels = [
  {
    icon: Mail,
    title: 'Email us',
    lines: [
      { text: 'support@nestly.in', href: 'mailto:support@nestly.in' },
      { text: 'info@nestly.in', href: 'mailto:info@nestly.in' },
    ],
  },
  {
    icon: Phone,
    title: 'Call us',
    lines: [
      { text: '+91 98765 43210', href: 'tel:+919876543210' },
      { text: '+91 484 234 5678', href: 'tel:+914842345678' },
    ],
  },
  {
    icon: MapPin,
    title: 'Visit us',
    lines: [{ text: '3rd Floor, Marine Drive Towers, Marine Drive, Kochi, Kerala 682031' }],
  },
];

/** The landing page's contact section; /contact lands here (PRODUCT.md). */
export function LandingContact() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-6 bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Contact" title="Get in touch" id="contact-title">
          Questions about renting or listing? Our team in Kochi is happy to help.
        </SectionHeading>
        <address className="mt-12 grid gap-6 not-italic md:grid-cols-3">
          {channels.map(({ icon: Icon, title, lines }) => (
            <Card key={title} className="p-6">
              <span className="flex size-11 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <ul className="mt-2 space-y-1 text-sm text-slate-600">
                {lines.map((line) => (
                  <li key={line.text}>
                    {'href' in line ? (
                      <a href={line.href} className="hover:text-primary-700 hover:underline">
                        {line.text}
                      </a>
                    ) : (
                      line.text
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </address>
      </div>
    </section>
  );
}
