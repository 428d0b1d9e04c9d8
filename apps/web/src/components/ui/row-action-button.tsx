import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';

const ROW_ACTIONS = {
  edit: { label: 'Edit', Icon: Pencil, variant: 'outline' },
  delete: { label: 'Delete', Icon: Trash2, variant: 'danger-ghost' },
} as const;

interface RowActionButtonProps {
  action: keyof typeof ROW_ACTIONS;
  /** Named in the button's label, e.g. "Delete Wi-Fi", so each row's button says whose it is. */
  itemName: string;
  onClick: () => void;
}

/** A table row's small Edit or Delete button. */
export function RowActionButton({ action, itemName, onClick }: RowActionButtonProps) {
  const { label, Icon, variant } = ROW_ACTIONS[action];
  return (
    <Button
      variant={variant}
      size="sm"
      onClick={onClick}
      icon={<Icon className="size-4" aria-hidden />}
      aria-label={`${label} ${itemName}`}
    >
      {label}
    </Button>
  );
}
