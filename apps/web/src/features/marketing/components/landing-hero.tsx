import { BadgeCheck, Building2, Headset, MapPin, Search, Star } from 'lucide-react';
import { paths } from '@nestly/shared';
import { LinkButton } from '../../../components/ui';

/** 550px high (spec section 2), gradient-only imagery: no photos from other hosts. */
export function LandingHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative flex h-[550px] items-center overflow-hidden bg-gradient-to-br from-primary-950 via-primary-800 to-primary-600"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.14),transparent_40%),radial-gradient(circle_at_85%_70%,rgb(56_189_248/0.25),transparent_45%)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 opacity-[0.07] [background-image:linear-gradient(white_1px,transparent_1px),linear-gradient(90deg,white_1px,transparent_1px)] [background-size:48px_48px]"
      />
      <div className="relative mx-auto grid w-full max-w-7xl items-center gap-12 px-4 pt-16 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/20">
            Verified homes · Trusted owners
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-white sm:text-6xl"
          >
            Find Your Dream Home
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-primary-100 sm:text-lg">
            Discover rental homes in the location you want, from cosy studios to family villas, and
            book the one that feels right.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton
              to={paths.user.login.getHref()}
              size="lg"
              variant="inverse"
              icon={<Search className="size-5" aria-hidden />}
            >
              Find Your Home
            </LinkButton>
            <LinkButton
              to={paths.owner.login.getHref()}
              size="lg"
              variant="glass"
              icon={<Building2 className="size-5" aria-hidden />}
            >
              Grow Your Business
            </LinkButton>
          </div>
        </div>
        <HeroHighlights />
      </div>
    </section>
  );
}

const highlights = [
  { icon: MapPin, value: '500+', label: 'cities with homes to rent' },
  { icon: Star, value: '4.9', label: 'average guest rating' },
  { icon: BadgeCheck, value: '100%', label: 'owners verified by our team' },
  { icon: Headset, value: '24/7', label: 'support, whenever you need it' },
];

/** A glass card of headline facts beside the hero text on wide screens. */
function HeroHighlights() {
  return (
    <ul className="hidden space-y-3 rounded-3xl bg-white/10 p-5 ring-1 ring-white/20 backdrop-blur lg:block">
      {highlights.map(({ icon: Icon, value, label }) => (
        <li key={label} className="flex items-center gap-4 rounded-2xl bg-white/10 p-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-primary-700">
            <Icon className="size-5" aria-hidden />
          </span>
          <span className="text-sm text-primary-50">
            <span className="block text-lg font-bold text-white">{value}</span>
            {label}
          </span>
        </li>
      ))}
    </ul>
  );
}
