import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';

interface QuickLinkCardProps {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
}

/** A card that is one link: title, short text and an arrow. */
export function QuickLinkCard({ to, icon, title, text }: QuickLinkCardProps) {
  return (
    <Link
      to={to}
      className="group flex flex-col rounded-2xl bg-white p-6 shadow-soft ring-1 ring-slate-200/70 transition-shadow hover:shadow-lifted"
    >
      <span className="flex size-11 items-center justify-center rounded-2xl bg-primary-50 text-primary-600 [&_svg]:size-5">
        {icon}
      </span>
      <span className="mt-4 flex items-center gap-1 font-semibold text-slate-900">
        {title}
        <ArrowRight
          className="size-4 transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      </span>
      <span className="mt-1 text-sm text-slate-600">{text}</span>
    </Link>
  );
}
