import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { RefreshCw, ArrowLeft, TriangleAlert } from 'lucide-react';
import { MESSAGES } from '@nestly/shared';
// Not the ui barrel: its other modules would come along into the entry chunk.
import { Button } from '../components/ui/button';
import { revealApp } from '../lib/early-view';

/** Per-route error boundary (spec section 2): the page failed to load or to render. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('Page failed to load', error);
    revealApp(); // the page's shell must not hide its failure
  }, [error]);

  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-700">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">
        {MESSAGES.PAGE_LOAD_FAILED_TITLE}
      </h1>
      <p className="mt-3 max-w-md text-slate-600">{MESSAGES.PAGE_LOAD_FAILED_TEXT}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          onClick={() => window.location.reload()}
          icon={<RefreshCw className="size-4" aria-hidden />}
        >
          Reload Page
        </Button>
        <Button
          variant="outline"
          onClick={() => void navigate(-1)}
          icon={<ArrowLeft className="size-4" aria-hidden />}
        >
          Go Back
        </Button>
      </div>
    </div>
  );
}
