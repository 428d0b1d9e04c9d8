import { useForm, useWatch } from 'react-hook-form';
import { Building2, Check, Smartphone } from 'lucide-react';
import type { z } from 'zod';
import {
  describePayoutDestination,
  PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS,
  type PayoutAccount,
  type PayoutMethod,
  type SetPayoutAccountInput,
} from '@nestly/shared';
import {
  Alert,
  Button,
  ChoiceCards,
  FormField,
  Input,
  PasswordInput,
  Switch,
  type ChoiceCardOption,
} from '../../../components/ui';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { exportOf } from '../../../lib/load-once';
import { useLoaded } from '../../../lib/use-loaded';
import { payoutSchemas } from '../api/load-schemas';
import type * as PayoutSchemaModule from '../api/schemas';

type PayoutSchemas = typeof PayoutSchemaModule;

interface PayoutAccountFormProps {
  /** The account on file: the form then replaces it, and says what a change does. */
  current: PayoutAccount | null;
  /** Accounts from Google sign-in have no password: they confirm with a mailed code instead. */
  hasPassword: boolean;
  /** Owners can have their available balance paid out every Monday. */
  canAutoPayout: boolean;
  isPending: boolean;
  /** The input exactly as `PUT /api/{user|owner}/payout-account` takes it. */
  onSubmit: (input: SetPayoutAccountInput) => void;
  /** Mails the confirmation code (accounts without a password). */
  onRequestCode?: () => void;
  isSendingCode?: boolean;
  /** Set once a code has been mailed, so the form can say so. */
  codeSentTo?: string;
  onCancel?: () => void;
}

/**
 * The form's schemas (api/schemas.ts): the shared field rules, with what only a form needs (the
 * account number typed twice, the password or the mailed code in one field). Fetched on the
 * form's first check, not with the page.
 */
const resolvers = {
  password: lazyZodResolver(exportOf(payoutSchemas, 'payoutAccountFormWithPasswordSchema')),
  code: lazyZodResolver(exportOf(payoutSchemas, 'payoutAccountFormWithCodeSchema')),
};

type FormSchema = PayoutSchemas['payoutAccountFormWithPasswordSchema'];
type FormValues = z.input<FormSchema>;
type ParsedValues = z.output<FormSchema>;

const METHODS: ChoiceCardOption<PayoutMethod>[] = [
  {
    value: 'bank_account',
    label: 'Bank account',
    description: 'Account number and IFSC',
    icon: Building2,
  },
  { value: 'upi', label: 'UPI', description: 'Your UPI id, e.g. name@okhdfc', icon: Smartphone },
];

/** A check that passed as the person typed: said in words, not only in colour. */
function LooksRight({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-emerald-800">
      <Check className="size-3.5" aria-hidden />
      {children}
    </span>
  );
}

/**
 * Where withdrawals go: a bank account (with its IFSC) or a UPI id, checked as it is typed with
 * the same rules the server applies, then verified by the provider with a ₹1 penny drop.
 * Changing it asks for the password again (or a mailed code), so a taken-over session is not
 * enough to redirect someone's money.
 */
export function PayoutAccountForm({
  current,
  hasPassword,
  canAutoPayout,
  isPending,
  onSubmit,
  onRequestCode,
  isSendingCode = false,
  codeSentTo,
  onCancel,
}: PayoutAccountFormProps) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<FormValues, unknown, ParsedValues>({
    resolver: hasPassword ? resolvers.password : resolvers.code,
    // Checked as typed: the IFSC and UPI messages say what a right one looks like.
    mode: 'onChange',
    defaultValues: {
      method: current?.method ?? 'bank_account',
      accountHolder: current?.accountHolder ?? '',
      accountNumber: '',
      confirmAccountNumber: '',
      ifsc: '',
      vpa: '',
      secret: '',
      autoPayout: current?.autoPayout ?? false,
    },
  });
  const [method, ifsc, vpa, autoPayout] = useWatch({
    control,
    name: ['method', 'ifsc', 'vpa', 'autoPayout'],
  });

  const schemas = useLoaded(payoutSchemas, { whenFailed: 'wait' });

  const submit = handleSubmit(async (values) => {
    // Here already: the form's check has just used them.
    const { setPayoutAccountInputSchema } = await payoutSchemas.load();
    const confirmation = hasPassword ? { password: values.secret } : { code: values.secret };
    const weekly = canAutoPayout ? { autoPayout: values.autoPayout } : {};
    onSubmit(
      setPayoutAccountInputSchema.parse(
        values.method === 'bank_account'
          ? {
              method: values.method,
              accountHolder: values.accountHolder,
              accountNumber: values.accountNumber,
              ifsc: values.ifsc,
              ...confirmation,
              ...weekly,
            }
          : {
              method: values.method,
              accountHolder: values.accountHolder,
              vpa: values.vpa,
              ...confirmation,
              ...weekly,
            },
      ),
    );
  });

  const ifscChecked = schemas?.ifscSchema.safeParse(ifsc);
  const vpaChecked = schemas?.vpaSchema.safeParse(vpa);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {current && (
        <Alert tone="info" title={`Now paying out to ${describePayoutDestination(current)}`}>
          A new account replaces it. For your safety, payouts to a new account wait{' '}
          {PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS} hours, and we e-mail you about the change.
        </Alert>
      )}

      <ChoiceCards
        legend="Pay out to"
        layout="grid"
        options={METHODS}
        value={method}
        onChange={(next) => {
          setValue('method', next);
          clearErrors();
        }}
      />

      <FormField
        label="Name on the account"
        hint="As your bank has it: we check it against the bank's records."
        error={errors.accountHolder?.message}
      >
        <Input autoComplete="name" {...register('accountHolder')} />
      </FormField>

      {method === 'bank_account' ? (
        <>
          <FormField
            label="Account number"
            hint="9 to 18 digits."
            error={errors.accountNumber?.message}
          >
            <Input inputMode="numeric" autoComplete="off" {...register('accountNumber')} />
          </FormField>
          <FormField label="Account number again" error={errors.confirmAccountNumber?.message}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              onPaste={(event) => event.preventDefault()}
              {...register('confirmAccountNumber')}
            />
          </FormField>
          <FormField
            label="IFSC"
            hint={
              ifscChecked?.success ? (
                <LooksRight>{`IFSC ${ifscChecked.data} looks right`}</LooksRight>
              ) : (
                'On your cheque book or passbook, e.g. HDFC0001234.'
              )
            }
            error={errors.ifsc?.message}
          >
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={11}
              className="uppercase"
              {...register('ifsc')}
            />
          </FormField>
        </>
      ) : (
        <FormField
          label="UPI id"
          hint={
            vpaChecked?.success ? (
              <LooksRight>{`${vpaChecked.data} looks right`}</LooksRight>
            ) : (
              'In your UPI app, e.g. asha@okhdfc.'
            )
          }
          error={errors.vpa?.message}
        >
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('vpa')} />
        </FormField>
      )}

      {canAutoPayout && (
        <div className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 p-4">
          <div>
            <p className="text-sm font-semibold text-slate-900">Weekly payouts</p>
            <p className="text-sm text-slate-600">
              Every Monday, pay out my available balance when it is ₹100 or more.
            </p>
          </div>
          <Switch
            checked={autoPayout}
            onCheckedChange={(checked) => setValue('autoPayout', checked)}
            label="Pay out my available balance every Monday"
          />
        </div>
      )}

      {hasPassword ? (
        <FormField
          label="Password"
          hint="Your Nestly password, to confirm it is you changing where money goes."
          error={errors.secret?.message}
        >
          <PasswordInput autoComplete="current-password" {...register('secret')} />
        </FormField>
      ) : (
        <FormField
          label="Code from your e-mail"
          hint={
            codeSentTo
              ? `We sent a 6-digit code to ${codeSentTo}. It is valid for 10 minutes.`
              : 'You signed in with Google: we e-mail you a code to confirm it is you.'
          }
          error={errors.secret?.message}
          labelAside={
            <Button
              variant="ghost"
              size="sm"
              onClick={onRequestCode}
              isLoading={isSendingCode}
              disabled={!onRequestCode}
            >
              {codeSentTo ? 'Send a new code' : 'E-mail me a code'}
            </Button>
          }
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...register('secret')}
          />
        </FormField>
      )}

      <p className="text-xs text-slate-600">
        We check the account with your bank by sending it ₹1 (a penny drop). Only its last four
        digits are ever shown again.
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" isLoading={isPending}>
          Verify and save
        </Button>
      </div>
    </form>
  );
}
