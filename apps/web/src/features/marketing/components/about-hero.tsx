import { useNavigate } from 'react-router';
import { paths } from '@nestly/shared';
import { Button, LinkButton } from '../../../components/ui';
import { aboutStats } from './about-page-content';

const OWNER_PROGRAM_PATH = '/#owners';

export function AboutHero() {
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary-900 via-primary-700 to-primary-500 px-6 py-16 text-center shadow-lifted sm:px-12">
      <div
        aria-hidden
        className="absolute -top-20 -right-20 size-72 rounded-full bg-white/10 blur-2xl"
      />
      <h1 className="relative text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
        Welcome to Nestly
      </h1>
      <p className="relative mx-auto mt-4 max-w-2xl text-lg text-primary-100">
        The rental marketplace where travelers find homes they love and owners grow a business they
        are proud of.
      </p>
    </section>
  );
}

export function AboutIntro() {
  return (
    <section className="grid items-center gap-10 lg:grid-cols-2">
      <div>
        <h2 className="text-3xl font-bold tracking-tight text-slate-900">Our story</h2>
        <p className="mt-4 leading-relaxed text-slate-600">
          Since 2010 we have helped people search and book stylish rental properties around the
          world. Every owner is verified and every listing reviewed, so you can book with
          confidence.
        </p>
        <p className="mt-4 leading-relaxed text-slate-600">
          Own a property? List it with photos and a description, receive bookings and payments, and
          manage it all with a subscription that fits you.
        </p>
        <LinkButton to={OWNER_PROGRAM_PATH} variant="secondary" size="lg" className="mt-6">
          Grow Your Business
        </LinkButton>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        {aboutStats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-soft ring-1 ring-slate-200/70"
          >
            <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-bold text-primary-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The spec shows no action for these. /user/about is for signed-in users, who cannot open the
 * owner signup without signing out, so "Grow Your Business" shows the owner programme on the
 * landing page instead.
 */
export function AboutClosing() {
  const navigate = useNavigate();
  return (
    <section className="rounded-3xl bg-slate-900 px-6 py-14 text-center sm:px-12">
      <h2 className="text-3xl font-bold tracking-tight text-white">Ready to start?</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-300">
        Find your next stay, or put your property in front of thousands of guests.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => void navigate(paths.user.properties.getHref())}>
          Book Your Stay
        </Button>
        <Button size="lg" variant="glass" onClick={() => void navigate(OWNER_PROGRAM_PATH)}>
          Grow Your Business
        </Button>
      </div>
    </section>
  );
}
