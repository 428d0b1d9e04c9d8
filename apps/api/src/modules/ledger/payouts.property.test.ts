import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isBalanced,
  payoutPosting,
  payoutReturnPosting,
  payoutSettlementPosting,
  walletTopUpPosting,
  type Posting,
} from './postings';

/**
 * Money out in the ledger's model (decision 028): random histories of top-ups, withdrawals and
 * their outcomes (paid, failed, paid then sent back), replayed as the payouts module asks for
 * them. Whatever the history: every posting balances, no wallet goes below zero, money in by card
 * = wallets + payouts in transit + paid out, and what is in transit is exactly the payouts still
 * processing.
 */
const PEOPLE = ['p0', 'p1', 'p2'];

type Command =
  | { type: 'topUp'; person: number; amount: number }
  | { type: 'withdraw'; person: number; amount: number }
  | { type: 'outcome'; payout: number; result: 'processed' | 'failed' | 'reversed' };

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('topUp' as const),
    person: fc.nat(PEOPLE.length - 1),
    amount: fc.integer({ min: 1, max: 50_000_000 }),
  }),
  fc.record({
    type: fc.constant('withdraw' as const),
    person: fc.nat(PEOPLE.length - 1),
    amount: fc.integer({ min: 10_000, max: 50_000_000 }),
  }),
  fc.record({
    type: fc.constant('outcome' as const),
    payout: fc.nat(8),
    result: fc.constantFrom('processed' as const, 'failed' as const, 'reversed' as const),
  }),
);

interface ModelPayout {
  holder: string;
  amount: number;
  status: 'processing' | 'processed' | 'failed' | 'reversed';
}

describe('payout postings (model)', () => {
  it('balance, keep wallets at zero or more, and account for every rupee that left', () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { maxLength: 60 }), (commands) => {
        const wallets = new Map<string, number>();
        const platform = new Map<string, number>();
        const payouts: ModelPayout[] = [];
        const apply = (posting: Posting) => {
          expect(isBalanced(posting.lines)).toBe(true);
          for (const line of posting.lines) {
            expect(Number.isSafeInteger(line.amount) && line.amount !== 0).toBe(true);
            if ('wallet' in line.target) {
              const after = (wallets.get(line.target.wallet) ?? 0) + line.amount;
              expect(after).toBeGreaterThanOrEqual(0);
              wallets.set(line.target.wallet, after);
            } else if ('platform' in line.target) {
              const kind = line.target.platform;
              platform.set(kind, (platform.get(kind) ?? 0) + line.amount);
            }
          }
        };
        for (const command of commands) {
          if (command.type === 'topUp') {
            apply(walletTopUpPosting(PEOPLE[command.person]!, command.amount));
          } else if (command.type === 'withdraw') {
            const holder = PEOPLE[command.person]!;
            // The service refuses more than the available money (409) before any posting.
            if (command.amount > (wallets.get(holder) ?? 0)) continue;
            apply(payoutPosting(holder, command.amount));
            payouts.push({ holder, amount: command.amount, status: 'processing' });
          } else {
            const payout = payouts[command.payout];
            if (!payout) continue;
            // The webhook's allowed transitions; anything else changes nothing.
            if (payout.status === 'processing' && command.result === 'processed') {
              apply(payoutSettlementPosting(payout.amount));
            } else if (payout.status === 'processing') {
              apply(payoutReturnPosting(payout.holder, payout.amount, 'payouts_in_transit'));
            } else if (payout.status === 'processed' && command.result === 'reversed') {
              apply(payoutReturnPosting(payout.holder, payout.amount, 'paid_out'));
            } else {
              continue;
            }
            payout.status = command.result;
          }
        }
        const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
        const moneyIn = 0 - (platform.get('provider_clearing') ?? 0);
        const inTransit = platform.get('payouts_in_transit') ?? 0;
        const paidOut = platform.get('paid_out') ?? 0;
        expect(moneyIn).toBe(sum(wallets.values()) + inTransit + paidOut);
        expect(inTransit).toBe(
          sum(payouts.filter((p) => p.status === 'processing').map((p) => p.amount)),
        );
        expect(paidOut).toBe(
          sum(payouts.filter((p) => p.status === 'processed').map((p) => p.amount)),
        );
      }),
      { numRuns: 300 },
    );
  });
});
