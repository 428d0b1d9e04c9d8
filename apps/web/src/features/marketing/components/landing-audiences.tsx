import { useNavigate } from 'react-router';
import { paths } from '@nestly/shared';
import { Button } from '../../../components/ui';
import { AudienceSection } from './audience-section';

/**
 * For Home Seekers and For Property Owners. The spec shows no action for these two buttons;
 * they lead where the hero's do (PRODUCT.md: build what a user would expect).
 */
export function LandingAudiences() {
  const navigate = useNavigate();
  return (
    <div className="bg-white">
      <AudienceSection
        sectionId="seekers"
        id="seekers-title"
        eyebrow="For Home Seekers"
        title="A home that fits your life"
        text="Browse verified rentals with honest photos and clear prices. Pick your move-in date, add services like cleaning or internet, and pay securely online or from your Nestly wallet."
        points={[
          'Search by city, budget, size and amenities',
          'Book for whole months, with the total shown up front',
          'Chat with owners and get notified at every step',
        ]}
        action={
          <Button size="lg" onClick={() => void navigate(paths.user.login.getHref())}>
            Find Your Home
          </Button>
        }
        panel={{
          title: 'Renting made simple',
          facts: [
            { value: '500+', label: 'Cities' },
            { value: '4.9', label: 'Average rating' },
            { value: '24/7', label: 'Support' },
            { value: '10K+', label: 'Happy guests' },
          ],
        }}
      />
      <AudienceSection
        sectionId="owners"
        id="owners-title"
        eyebrow="For Property Owners"
        title="Grow your rental business"
        text="List your properties with photos and descriptions, receive bookings and payments in your wallet, and manage everything with a subscription plan that matches your portfolio."
        points={[
          'Reach tenants and travelers looking right now',
          'Payments credited to your wallet when a booking is confirmed',
          'A dashboard for your listings, bookings and earnings',
        ]}
        action={
          <Button
            size="lg"
            variant="secondary"
            onClick={() => void navigate(paths.owner.login.getHref())}
          >
            List Your Property
          </Button>
        }
        panel={{
          title: 'Built for owners',
          facts: [
            { value: '3', label: 'Subscription plans' },
            { value: '10', label: 'Photos per listing' },
            { value: 'Live', label: 'Chat with tenants' },
            { value: '24/7', label: 'Owner support' },
          ],
        }}
        reversed
      />
    </div>
  );
}
