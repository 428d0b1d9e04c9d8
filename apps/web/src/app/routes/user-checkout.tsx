import { ShoppingBag } from 'lucide-react';
import { Card, EmptyState, LinkButton, PageHeader } from '../../components/ui';
import { usePageTitle } from '../../lib/use-page-title';

/** The cart and payment arrive with bookings; until a selection exists the cart is empty. */
export default function UserCheckoutPage() {
  usePageTitle('Checkout');
  return (
    <>
      <PageHeader title="Checkout" />
      <Card>
        <EmptyState
          icon={<ShoppingBag />}
          title="Your cart is empty"
          description="Choose a home and your move-in date, and your booking will be waiting here."
          action={<LinkButton to="/user/properties">Browse homes</LinkButton>}
        />
      </Card>
    </>
  );
}
