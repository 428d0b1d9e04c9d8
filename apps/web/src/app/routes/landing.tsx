import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { LandingAudiences } from '../../features/marketing/components/landing-audiences';
import { LandingClosing } from '../../features/marketing/components/landing-closing';
import { LandingContact } from '../../features/marketing/components/landing-contact';
import { LandingFooter } from '../../features/marketing/components/landing-footer';
import { LandingHero } from '../../features/marketing/components/landing-hero';
import { LandingTestimonials } from '../../features/marketing/components/landing-testimonials';
import { LandingTopBar } from '../../features/marketing/components/landing-top-bar';
import { LandingWelcome } from '../../features/marketing/components/landing-welcome';
import { usePageTitle } from '../../lib/use-page-title';
import { useAuthStore } from '../../stores/auth-store';

/** The public landing page (spec sections 1 and 2). /contact lands on its #contact section. */
export default function LandingPage() {
  const { hash } = useLocation();
  const logout = useLogout();
  const user = useAuthStore((state) => state.user);
  const authType = useAuthStore((state) => state.authType);
  usePageTitle('Find your dream home');

  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView?.({ behavior: 'smooth' });
  }, [hash]);

  return (
    <div className="bg-slate-50">
      <LandingTopBar user={user} authType={authType} onLogout={() => void logout()} />
      <main>
        <LandingHero />
        <LandingWelcome />
        <LandingAudiences />
        <LandingTestimonials />
        <LandingContact />
        <LandingClosing />
      </main>
      <LandingFooter />
    </div>
  );
}
