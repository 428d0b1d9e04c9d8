/**
 * The shared schemas the local test checkout's requests are checked with. Only ever loaded
 * through `paymentSchemas` (load-schemas.ts), beside the request that needs them: the test
 * checkout does not wait for Zod before it can draw (issue 27, bundle budgets).
 */
export {
  messageResponseSchema,
  testCheckoutOrderSchema,
  testCheckoutPayResponseSchema,
} from '@nestly/shared';
