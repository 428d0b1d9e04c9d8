import { lazyComponent } from '../../../lib/lazy-component';
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui';
import { useTopUp, type PayOrder } from '../hooks/use-top-up';

/** The dialog and its form (react-hook-form) come when the page is idle, or when opened. */
const TopUpDialog = lazyComponent(() =>
  import('./top-up-dialog').then((module) => module.TopUpDialog),
);

/**
 * "Add money": asks for the amount, then closes so the payment window has the screen to itself;
 * the button shows the payment in progress until it is verified or abandoned.
 */
export function TopUpButton({ pay }: { pay: PayOrder }) {
  const [isOpen, setIsOpen] = useState(false);
  const topUpMutation = useTopUp(pay);
  return (
    <>
      <Button
        onClick={() => setIsOpen(true)}
        isLoading={topUpMutation.isPending}
        icon={<Plus className="size-4" aria-hidden />}
      >
        Add money
      </Button>
      <TopUpDialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        onSubmit={(amount) => {
          setIsOpen(false);
          topUpMutation.mutate(amount);
        }}
      />
    </>
  );
}
