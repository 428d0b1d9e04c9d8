import Razorpay from 'razorpay';
import RazorpayApi from 'razorpay/dist/api.js';
import paymentsResource from 'razorpay/dist/resources/payments.js';
import refundsResource from 'razorpay/dist/resources/refunds.js';
import { z } from 'zod';
import {
  isValidWebhookBodySignature,
  ProviderError,
  razorpayPayoutEntitySchema,
  razorpayRefundEntitySchema,
  toProviderPayout,
  toProviderRefund,
  type FundAccountDetails,
  type FundAccountValidation,
  type PayoutsProvider,
  type ProviderPayment,
  type ProviderRecordWindow,
} from './payouts-provider';

/**
 * The real money-out adapter. Razorpay's official SDK reads payments and refunds back for the
 * reconciliation. What the SDK does not cover goes over HTTPS with the same basic auth: RazorpayX
 * contacts, fund accounts, validations and payouts (not in the SDK), and creating a refund (the
 * SDK drops every header but two, so it cannot send `X-Refund-Idempotency`).
 */

export const RAZORPAY_API_URL = 'https://api.razorpay.com';

/** Above this, IMPS refuses a transfer; NEFT has no ceiling (₹5,00,000). */
const IMPS_LIMIT = 50_000_000;
/** Razorpay lists at most 100 records per page. */
const PAGE_SIZE = 100;
/** RazorpayX charges ₹1 for a bank account's penny drop. */
const PENNY_DROP_AMOUNT = 100;

export interface RazorpayPayoutsProviderOptions {
  keyId: string;
  keySecret: string;
  /** `RAZORPAYX_ACCOUNT_NUMBER`: the RazorpayX account payouts are paid from. */
  accountNumber: string;
  /** The RazorpayX webhook secret. */
  payoutWebhookSecret: string;
  /** Razorpay's API; tests point it at a local fake server. */
  baseUrl?: string;
  /** Each HTTP call gives up after this long (a retry with the same idempotency key is safe). */
  timeoutMs?: number;
  /**
   * A penny drop answers asynchronously: its state is read again this many times, this far apart,
   * before the account is reported as not verified for now.
   */
  validationPolls?: { attempts: number; intervalMs: number };
  sleep?: (milliseconds: number) => Promise<void>;
}

const errorBodySchema = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }).optional(),
});

/** The SDK rejects with `{ statusCode, error }` rather than an Error. */
const sdkErrorSchema = z.object({
  statusCode: z.union([z.number(), z.string()]),
  error: z.object({ code: z.string().optional(), description: z.string().optional() }).optional(),
});

const toProviderError = (error: unknown): ProviderError => {
  if (error instanceof ProviderError) return error;
  const sdkError = sdkErrorSchema.safeParse(error);
  if (sdkError.success) {
    return new ProviderError({
      status: Number(sdkError.data.statusCode),
      providerCode: sdkError.data.error?.code ?? 'UNKNOWN',
      description: sdkError.data.error?.description ?? 'Razorpay refused the request',
    });
  }
  return new ProviderError({
    status: null,
    providerCode: 'NETWORK_ERROR',
    description: 'Razorpay could not be reached',
  });
};

const contactSchema = z.object({ id: z.string() });
const fundAccountSchema = z.object({ id: z.string() });
const validationSchema = z.object({
  id: z.string(),
  status: z.enum(['created', 'completed', 'failed']),
  results: z
    .object({
      account_status: z.string().nullish(),
      registered_name: z.string().nullish(),
    })
    .nullish(),
});
const collectionOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), items: z.array(item) });

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

const NOT_FOUND_REASON: Record<FundAccountDetails['method'], string> = {
  bank_account: 'The bank says this account does not exist. Check the account number and IFSC.',
  upi: 'This UPI id does not exist. Check it and try again.',
};

export const createRazorpayPayoutsProvider = (
  options: RazorpayPayoutsProviderOptions,
): PayoutsProvider => {
  const baseUrl = (options.baseUrl ?? RAZORPAY_API_URL).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const polls = options.validationPolls ?? { attempts: 10, intervalMs: 1_000 };
  const sleep =
    options.sleep ??
    ((milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds)));
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  // The SDK's own transport, on our host (new Razorpay() would fix it to api.razorpay.com).
  const sdkApi = new RazorpayApi({
    hostUrl: baseUrl,
    ua: `razorpay-node@${Razorpay.VERSION}`,
    key_id: options.keyId,
    key_secret: options.keySecret,
  });
  const sdk = { payments: paymentsResource(sdkApi), refunds: refundsResource(sdkApi) };

  const call = async <T extends z.ZodType>(
    schema: T,
    method: 'GET' | 'POST',
    path: string,
    request: {
      body?: unknown;
      query?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<z.output<T>> => {
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      url.searchParams.set(name, String(value));
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ProviderError({
        status: null,
        providerCode: 'NETWORK_ERROR',
        description: 'Razorpay could not be reached',
      });
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const error = errorBodySchema.safeParse(json).data?.error;
      throw new ProviderError({
        status: response.status,
        providerCode: error?.code ?? 'UNKNOWN',
        description: error?.description ?? `Razorpay answered ${response.status}`,
      });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new ProviderError({
        status: response.status,
        providerCode: 'UNEXPECTED_ANSWER',
        description: `Razorpay's answer to ${method} ${path} was not in the expected shape`,
      });
    }
    return parsed.data;
  };

  /** An SDK call, its rejection turned into a ProviderError. */
  const viaSdk = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toProviderError(error);
    }
  };

  /** Reads every page of a Razorpay list in the window. */
  const readAllPages = async <T>(
    readPage: (page: { from: number; to: number; count: number; skip: number }) => Promise<T[]>,
    window: ProviderRecordWindow,
  ): Promise<T[]> => {
    const all: T[] = [];
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const items = await readPage({
        from: unixSeconds(window.from),
        to: unixSeconds(window.to),
        count: PAGE_SIZE,
        skip,
      });
      all.push(...items);
      if (items.length < PAGE_SIZE) return all;
    }
  };

  const validateFundAccount: PayoutsProvider['validateFundAccount'] = async ({
    details,
    reference,
    contactType,
  }) => {
    const contact = await call(contactSchema, 'POST', '/v1/contacts', {
      body: { name: details.accountHolder, type: contactType, reference_id: reference },
    });
    const fundAccount = await call(fundAccountSchema, 'POST', '/v1/fund_accounts', {
      body:
        details.method === 'bank_account'
          ? {
              contact_id: contact.id,
              account_type: 'bank_account',
              bank_account: {
                name: details.accountHolder,
                ifsc: details.ifsc,
                account_number: details.accountNumber,
              },
            }
          : { contact_id: contact.id, account_type: 'vpa', vpa: { address: details.vpa } },
    });
    let validation = await call(validationSchema, 'POST', '/v1/fund_accounts/validations', {
      body: {
        account_number: options.accountNumber,
        fund_account: { id: fundAccount.id },
        ...(details.method === 'bank_account'
          ? { amount: PENNY_DROP_AMOUNT, currency: 'INR' }
          : {}),
        notes: { reference },
      },
    });
    for (let attempt = 0; validation.status === 'created' && attempt < polls.attempts; attempt++) {
      await sleep(polls.intervalMs);
      validation = await call(
        validationSchema,
        'GET',
        `/v1/fund_accounts/validations/${encodeURIComponent(validation.id)}`,
      );
    }
    const ids = { providerContactId: contact.id, providerFundAccountId: fundAccount.id };
    const registeredName = validation.results?.registered_name ?? null;
    const result = (status: 'verified' | 'failed', failureReason: string | null) =>
      ({ status, ...ids, registeredName, failureReason }) satisfies FundAccountValidation;
    if (validation.status === 'created') {
      return result('failed', 'The bank has not answered yet. Try again in a few minutes.');
    }
    if (validation.status === 'failed') {
      return result('failed', 'The bank could not check this account right now. Try again later.');
    }
    return validation.results?.account_status === 'active'
      ? result('verified', null)
      : result('failed', NOT_FOUND_REASON[details.method]);
  };

  return {
    name: 'razorpay',
    isTestMode: false,
    recordsSince: null,
    validateFundAccount: async (request) => {
      try {
        return await validateFundAccount(request);
      } catch (error) {
        throw toProviderError(error);
      }
    },
    createPayout: async (request) => {
      const entity = await call(razorpayPayoutEntitySchema, 'POST', '/v1/payouts', {
        headers: { 'X-Payout-Idempotency': request.idempotencyKey },
        body: {
          account_number: options.accountNumber,
          fund_account_id: request.providerFundAccountId,
          amount: request.amount,
          currency: 'INR',
          mode: request.method === 'upi' ? 'UPI' : request.amount > IMPS_LIMIT ? 'NEFT' : 'IMPS',
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: request.reference,
          narration: 'Nestly payout',
        },
      });
      return toProviderPayout(entity);
    },
    createRefund: async (request) => {
      const entity = await call(
        razorpayRefundEntitySchema,
        'POST',
        `/v1/payments/${encodeURIComponent(request.providerPaymentId)}/refund`,
        {
          headers: { 'X-Refund-Idempotency': request.idempotencyKey },
          body: { amount: request.amount, speed: 'normal', receipt: request.receipt },
        },
      );
      return toProviderRefund(entity);
    },
    listCapturedPayments: async (window) => {
      const payments = await readAllPages(
        async (page) => (await viaSdk(() => sdk.payments.all(page))).items,
        window,
      );
      return payments
        .filter((payment) => payment.captured)
        .map((payment): ProviderPayment => ({
          providerPaymentId: payment.id,
          providerOrderId: payment.order_id || null,
          amount: Number(payment.amount),
          status: payment.status,
          createdAt: new Date(payment.created_at * 1000),
        }));
    },
    listRefunds: async (window) => {
      const refunds = await readAllPages(
        async (page) => (await viaSdk(() => sdk.refunds.all(page))).items,
        window,
      );
      return refunds.map((refund) => {
        const entity = razorpayRefundEntitySchema.safeParse(refund);
        if (!entity.success) {
          throw new ProviderError({
            status: 200,
            providerCode: 'UNEXPECTED_ANSWER',
            description: "A refund in Razorpay's list was not in the expected shape",
          });
        }
        return toProviderRefund(entity.data);
      });
    },
    listPayouts: async (window) => {
      const payouts = await readAllPages(
        async (page) =>
          (
            await call(collectionOf(razorpayPayoutEntitySchema), 'GET', '/v1/payouts', {
              query: { account_number: options.accountNumber, ...page },
            })
          ).items,
        window,
      );
      return payouts.map(toProviderPayout);
    },
    isValidPayoutWebhookSignature: (rawBody, signature) =>
      isValidWebhookBodySignature(options.payoutWebhookSecret, rawBody, signature),
  };
};
