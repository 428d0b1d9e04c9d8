import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Button, LinkButton } from './button';

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

const ROW_LINKS = {
  view: { label: 'View', Icon: Eye, variant: 'ghost' },
  review: { label: 'Review', Icon: Eye, variant: 'outline' },
  edit: { label: 'Edit', Icon: Pencil, variant: 'outline' },
} as const;

interface RowActionLinkProps {
  action: keyof typeof ROW_LINKS;
  /** Named in the link's label, e.g. "Review Sea View Villa", so each row's link says whose it is. */
  itemName: string;
  to: string;
}

/** A table row's small View, Review or Edit link, drawn as its buttons are. */
export function RowActionLink({ action, itemName, to }: RowActionLinkProps) {
  const { label, Icon, variant } = ROW_LINKS[action];
  return (
    <LinkButton
      to={to}
      variant={variant}
      size="sm"
      icon={<Icon className="size-4" aria-hidden />}
      aria-label={`${label} ${itemName}`}
    >
      {label}
    </LinkButton>
  );
}
