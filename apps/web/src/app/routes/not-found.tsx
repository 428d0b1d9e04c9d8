import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ArrowLeft, House, MapPinOff } from 'lucide-react';
import { MESSAGES, paths } from '@nestly/shared';
import { Button } from '../../components/ui';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * Unknown paths (spec section 2): the path is logged, and the person can go back or home. Inside
 * a signed-in person's frame (`framed`) it is a section of their layout, not a whole page.
 */
export default function NotFoundPage({ framed = false }: { framed?: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  usePageTitle(MESSAGES.PAGE_NOT_FOUND_TITLE);

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  const Frame = framed ? 'section' : 'main';
  return (
    <Frame
      className={
        framed
          ? 'flex flex-col items-center justify-center px-4 py-16 text-center'
          : 'flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-white to-primary-50 px-4 text-center'
      }
    >
      <span className="flex size-16 items-center justify-center rounded-3xl bg-primary-100 text-primary-700">
        <MapPinOff className="size-8" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-primary-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {MESSAGES.PAGE_NOT_FOUND_TITLE}
      </h1>
      <p className="mt-4 max-w-md text-slate-600">{MESSAGES.PAGE_NOT_FOUND_TEXT}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          variant="outline"
          onClick={() => void navigate(-1)}
          icon={<ArrowLeft className="size-4" aria-hidden />}
        >
          Go Back
        </Button>
        <Button
          onClick={() => void navigate(paths.public.landing.getHref())}
          icon={<House className="size-4" aria-hidden />}
        >
          Return Home
        </Button>
      </div>
    </Frame>
  );
}
