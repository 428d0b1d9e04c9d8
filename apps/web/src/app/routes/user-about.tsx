import {
  AboutClosing,
  AboutHero,
  AboutIntro,
} from '../../features/marketing/components/about-hero';
import {
  AboutHowItWorks,
  AboutValues,
  AboutWhyChoose,
} from '../../features/marketing/components/about-page-content';
import { usePageTitle } from '../../lib/use-page-title';

/** /user/about (spec section 2, About page). */
export default function UserAboutPage() {
  usePageTitle('About');
  return (
    <div className="space-y-20">
      <AboutHero />
      <AboutIntro />
      <AboutWhyChoose />
      <AboutHowItWorks />
      <AboutValues />
      <AboutClosing />
    </div>
  );
}
