import { paths } from '@nestly/shared';
import { LinkButton } from '../../../components/ui';

export function LandingClosing() {
  return (
    <section
      aria-labelledby="closing-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary-800 to-primary-600 px-6 py-14 text-center shadow-lifted sm:px-12">
        <div
          aria-hidden
          className="absolute -bottom-24 -left-24 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <h2
          id="closing-title"
          className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          Ready to Find Your Perfect Home?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-primary-100">
          Join thousands of tenants and owners who rent the easy way.
        </p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">
          <LinkButton to={paths.user.login.getHref()} size="lg" variant="inverse">
            Search Properties
          </LinkButton>
          <LinkButton to={paths.owner.login.getHref()} size="lg" variant="glass">
            List Your Property
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
