import type { MouseEvent } from 'react';
import { BrandLogo } from '../../../components/ui';

/** The spec makes the landing footer's links placeholders that go nowhere. */
const placeholderLinks = {
  Company: ['About us', 'Careers', 'Press'],
  Explore: ['Homes for rent', 'List a property', 'Pricing'],
  Legal: ['Privacy policy', 'Terms of service', 'Cookie policy'],
};

const stay = (event: MouseEvent) => event.preventDefault();

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <BrandLogo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-slate-400">
            Rental homes for tenants and travelers, and a growing business for owners.
          </p>
        </div>
        {Object.entries(placeholderLinks).map(([title, links]) => (
          <div key={title}>
            <h2 className="text-sm font-semibold text-white">{title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {links.map((link) => (
                <li key={link}>
                  <a href="#" onClick={stay} className="hover:text-white">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-800 py-6 text-center text-sm text-slate-400">
        © {year} Nestly. All rights reserved.
      </div>
    </footer>
  );
}
