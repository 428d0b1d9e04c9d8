import { useState, type FormEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { ArrowUp, Send } from 'lucide-react';
import { paths } from '@nestly/shared';
import { BrandLogo } from '../../components/ui';

const quickLinks = [
  { to: paths.public.landing.getHref(), label: 'Home' },
  { to: paths.legacy.properties.getHref(), label: 'Properties' },
  { to: paths.legacy.about.getHref(), label: 'About' },
  { to: paths.legacy.contact.getHref(), label: 'Contact' },
];

const services = [
  'Home rentals',
  'Verified listings',
  'Secure online payments',
  'Cleaning and home services',
];

const legalLinks = ['Privacy policy', 'Terms of service', 'Cookie policy'];

const stay = (event: MouseEvent) => event.preventDefault();

/**
 * The spec gives the newsletter box no action and the product has no newsletter list, so
 * Subscribe opens a prepared e-mail to the team rather than pretending to store the address.
 */
function NewsletterForm() {
  const [email, setEmail] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = encodeURIComponent(`Please add ${email} to the Nestly newsletter.`);
    window.location.href = `mailto:info@nestly.in?subject=Newsletter&body=${body}`;
  };
  return (
    <form onSubmit={onSubmit} className="mt-4 flex gap-2">
      <input
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-label="Newsletter address"
        placeholder="you@example.com"
        className="h-10 min-w-0 flex-1 rounded-xl border border-slate-700 bg-slate-800 px-3 text-sm text-white placeholder:text-slate-400 focus:border-primary-400 focus:ring-2 focus:ring-primary-400/40 focus:outline-none"
      />
      <button
        type="submit"
        className="inline-flex h-10 items-center gap-1.5 rounded-xl bg-primary-500 px-3 text-sm font-semibold text-white hover:bg-primary-400"
      >
        <Send className="size-4" aria-hidden />
        Subscribe
      </button>
    </form>
  );
}

export function UserFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="relative mt-16 bg-slate-900 text-slate-300">
      <button
        type="button"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        aria-label="Scroll to top"
        className="absolute -top-5 right-6 flex size-10 items-center justify-center rounded-full bg-primary-600 text-white shadow-lifted hover:bg-primary-700"
      >
        <ArrowUp className="size-5" aria-hidden />
      </button>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <BrandLogo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-slate-400">
            Helping tenants and travelers find homes they love since 2010.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">Quick links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">Services</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">Newsletter</h2>
          <p className="mt-4 text-sm text-slate-400">New homes and offers, once a month.</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:px-6 lg:px-8">
          <p>© {year} Nestly. Serving renters since 2010.</p>
          <ul className="flex gap-5">
            {legalLinks.map((link) => (
              <li key={link}>
                <a href="#" onClick={stay} className="hover:text-white">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
