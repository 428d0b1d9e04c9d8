import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Building2, Info, Search, UserRound } from 'lucide-react';
import { paths } from '@nestly/shared';
import { Button, QuickLinkCard } from '../../components/ui';
import { FeaturedHomes } from '../../features/properties/components/featured-homes';
import { usePageTitle } from '../../lib/use-page-title';
import { firstNameOf } from '../../stores/auth-store';
import { useCurrentUser } from '../guards/use-current-user';

export default function UserHomePage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  usePageTitle('Home');

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = search.trim();
    void navigate(paths.user.properties.getHref({ search: text || undefined }));
  };

  return (
    <div className="space-y-10">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary-900 via-primary-700 to-primary-500 px-6 py-14 shadow-lifted sm:px-12 sm:py-20">
        <div
          aria-hidden
          className="absolute -top-24 -right-24 size-80 rounded-full bg-white/10 blur-2xl"
        />
        <h1 className="relative text-3xl font-extrabold tracking-tight text-white sm:text-5xl">
          Welcome, {user ? firstNameOf(user.name) : 'there'}!
        </h1>
        <p className="relative mt-3 max-w-xl text-primary-100 sm:text-lg">
          Where would you like to live next? Search by city, neighbourhood or property name.
        </p>
        <form
          onSubmit={onSearch}
          role="search"
          className="relative mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="home-search" className="sr-only">
            Search homes
          </label>
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
              aria-hidden
            />
            <input
              id="home-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Try “Kochi” or “2 BHK near Marine Drive”"
              className="h-13 w-full rounded-2xl border-0 bg-white pr-4 pl-12 text-slate-900 shadow-soft placeholder:text-slate-500 focus:ring-4 focus:ring-white/40 focus:outline-none"
            />
          </div>
          <Button type="submit" size="lg" variant="dark" className="h-13">
            Search
          </Button>
        </form>
      </section>

      <FeaturedHomes />

      <section aria-labelledby="next-title">
        <h2 id="next-title" className="text-xl font-semibold text-slate-900">
          What would you like to do?
        </h2>
        <div className="mt-5 grid gap-5 md:grid-cols-3">
          <QuickLinkCard
            to={paths.user.properties.getHref()}
            icon={<Building2 />}
            title="Browse homes"
            text="See every available rental and filter to what you need."
          />
          <QuickLinkCard
            to={paths.user.profile.getHref()}
            icon={<UserRound />}
            title="Your profile"
            text="Update your details, photo and password."
          />
          <QuickLinkCard
            to={paths.user.about.getHref()}
            icon={<Info />}
            title="About Nestly"
            text="How booking works and why people trust us."
          />
        </div>
      </section>
    </div>
  );
}
