import { RefreshCw, ServerCrash } from 'lucide-react';
import { Button } from './button';
import { EmptyState } from './empty-state';

interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
}

/** A failed load, with a retry. */
export function ErrorState({ title = 'Could not load this', message, onRetry }: ErrorStateProps) {
  return (
    <div role="alert">
      <EmptyState
        icon={<ServerCrash />}
        title={title}
        description={message}
        action={
          onRetry && (
            <Button
              variant="outline"
              onClick={onRetry}
              icon={<RefreshCw className="size-4" aria-hidden />}
            >
              Try again
            </Button>
          )
        }
      />
    </div>
  );
}
