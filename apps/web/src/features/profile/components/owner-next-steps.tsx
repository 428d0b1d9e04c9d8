import { Check } from 'lucide-react';
import { paths, type Account } from '@nestly/shared';
import { Card, CardBody, CardHeader, TextLink } from '../../../components/ui';
import { cn } from '../../../lib/cn';

type StepState = 'done' | 'current' | 'blocked' | 'upcoming';

interface Step {
  title: string;
  text: string;
  state: StepState;
  link?: { to: string; label: string };
}

interface Progress {
  /** A plan is running (from the dashboard); unknown counts as not yet. */
  hasPlan?: boolean;
  listingCount?: number;
}

const stepsFor = (user: Account, { hasPlan = false, listingCount = 0 }: Progress): Step[] => {
  const approval = user.approvalStatus ?? 'pending';
  const approved = approval === 'approved';
  return [
    {
      title: 'Verify your email',
      text: 'Done when you entered the code we e-mailed you.',
      state: user.isVerified ? 'done' : 'current',
    },
    {
      title: 'Get approved',
      text:
        approval === 'rejected'
          ? 'Your documents were not accepted. See the reason above.'
          : 'An admin checks the documents you uploaded at signup.',
      state: approval === 'approved' ? 'done' : approval === 'rejected' ? 'blocked' : 'current',
      link: { to: paths.owner.profile.getHref(), label: 'Review your documents' },
    },
    {
      title: 'Choose a subscription plan',
      text: 'A plan sets how many properties you can list.',
      state: hasPlan ? 'done' : approved ? 'current' : 'upcoming',
      link:
        approved && !hasPlan
          ? { to: paths.owner.subscription.getHref(), label: 'See plans' }
          : undefined,
    },
    {
      title: 'List your first property',
      text: 'Add photos, rent and availability, then wait for review.',
      state: listingCount > 0 ? 'done' : approved && hasPlan ? 'current' : 'upcoming',
      link:
        approved && hasPlan && listingCount === 0
          ? { to: paths.owner.addProperty.getHref(), label: 'Add a property' }
          : undefined,
    },
  ];
};

const marker: Record<StepState, string> = {
  done: 'bg-emerald-600 text-white',
  current: 'bg-primary-600 text-white',
  blocked: 'bg-red-600 text-white',
  upcoming: 'bg-slate-200 text-slate-600',
};

const stateLabel: Record<StepState, string> = {
  done: 'Done',
  current: 'In progress',
  blocked: 'Needs attention',
  upcoming: 'Not started',
};

/** The owner's onboarding checklist, each step read from the owner's real state. */
export function OwnerNextSteps({ user, ...progress }: { user: Account } & Progress) {
  return (
    <Card>
      <CardHeader title="Next steps" description="What it takes to start earning on Nestly." />
      <CardBody>
        <ol className="space-y-5">
          {stepsFor(user, progress).map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  marker[step.state],
                )}
                aria-hidden
              >
                {step.state === 'done' ? <Check className="size-4" /> : index + 1}
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {step.title} <span className="sr-only">({stateLabel[step.state]})</span>
                </p>
                <p className="text-sm text-slate-600">{step.text}</p>
                {step.link && (
                  <TextLink to={step.link.to} className="mt-1 inline-block text-sm">
                    {step.link.label}
                  </TextLink>
                )}
              </div>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}
