import { useId, useState, type Ref } from 'react';
import { ArrowLeft, ChevronDown } from 'lucide-react';
import type { ChatBooking, ChatPerson, ChatProperty } from '@nestly/shared';
import { Avatar } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import type { ChatArea } from '../api/keys';
import { ThreadContext } from './thread-context';

interface ThreadHeaderProps {
  area: ChatArea;
  counterpart: ChatPerson;
  property: ChatProperty | null;
  bookings: ChatBooking[];
  /** Back to the list (phones: one pane at a time). */
  onBack: () => void;
  /** The name heading, focused when the thread replaces the list on a phone. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Who the thread is with and, beside it, the home and their booking: always shown on a wide
 * screen, one tap away ("Details") on a phone, where the messages need the height.
 */
export function ThreadHeader({
  area,
  counterpart,
  property,
  bookings,
  onBack,
  headingRef,
}: ThreadHeaderProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const subtitle = property?.title ?? (area === 'owner' ? 'Guest' : 'Owner');
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="flex items-center gap-2 px-3 py-2.5 sm:px-4">
        <button
          type="button"
          onClick={onBack}
          aria-label="Back to conversations"
          className="-ml-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </button>
        <Avatar name={counterpart.name} src={counterpart.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="truncate text-base font-semibold text-slate-900 outline-none"
          >
            {counterpart.name}
          </h2>
          <p className="truncate text-xs text-slate-600">{subtitle}</p>
        </div>
        <button
          type="button"
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls={panelId}
          className="flex items-center gap-1 rounded-lg px-2.5 py-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 md:hidden"
        >
          Details
          <ChevronDown
            className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
            aria-hidden
          />
        </button>
      </div>
      <section
        id={panelId}
        aria-label="Home and booking"
        className={cn(
          'border-t border-slate-100 bg-slate-50/60 px-4 py-3',
          isOpen ? 'block' : 'hidden md:block',
        )}
      >
        <ThreadContext area={area} property={property} bookings={bookings} />
      </section>
    </div>
  );
}
