import type { Checkout } from '@nestly/shared';
import { Alert, Button } from '../../../components/ui';

interface UnavailableAddOnsProps {
  cart: Checkout;
  isRemoving: boolean;
  onRemove: () => void;
}

/**
 * Add-ons switched off after they went into the cart: named, left out of the price shown, and in
 * the way of paying (by card and by wallet alike) until the person removes them.
 */
export function UnavailableAddOns({ cart, isRemoving, onRemove }: UnavailableAddOnsProps) {
  if (cart.unavailableAddOns.length === 0) return null;
  return (
    <Alert tone="warning" title="Some add-ons are no longer offered">
      <ul className="list-disc pl-5">
        {cart.unavailableAddOns.map((addOn) => (
          <li key={addOn.id}>{addOn.name}</li>
        ))}
      </ul>
      <p className="mt-2">
        They are not in the price below. Remove them to pay; your dates and other add-ons stay.
      </p>
      <Button
        className="mt-3"
        size="sm"
        variant="outline"
        isLoading={isRemoving}
        onClick={onRemove}
      >
        Remove and update the price
      </Button>
    </Alert>
  );
}
