import { useQueryClient } from '@tanstack/react-query';
import type {
  BookingDetail,
  DepositDisputeInput,
  DepositSettlementMutationResponse,
  DepositSettlementProposalInput,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useApiMutation, type MutationHookOptions } from '../../../lib/mutation-config';
import { bookingSchemas } from './load-schemas';
import { bookingKeys, type CancellingArea } from './keys';

const postSettlement = async (
  path: string,
  body?: unknown,
): Promise<DepositSettlementMutationResponse> => {
  const { depositSettlementMutationResponseSchema } = await bookingSchemas.load();
  const response = await apiClient.post<unknown>(path, body);
  return depositSettlementMutationResponseSchema.parse(response.data);
};

export interface ProposeSettlementRequest extends DepositSettlementProposalInput {
  bookingId: string;
}

/**
 * POST /api/owner/bookings/{id}/deposit-settlement with `{ deductions }` (an empty list returns
 * the whole deposit). The server checks the sum against the deposit it holds.
 */
export const proposeDepositSettlement = async ({
  bookingId,
  ...input
}: ProposeSettlementRequest) => {
  const { depositSettlementProposalShapeSchema } = await bookingSchemas.load();
  return postSettlement(
    `/owner/bookings/${encodeURIComponent(bookingId)}/deposit-settlement`,
    depositSettlementProposalShapeSchema.parse(input),
  );
};

/** POST /api/user/bookings/{id}/deposit-settlement/accept: the proposal is settled as is. */
export const acceptDepositSettlement = ({ bookingId }: { bookingId: string }) =>
  postSettlement(`/user/bookings/${encodeURIComponent(bookingId)}/deposit-settlement/accept`);

export interface DisputeSettlementRequest extends DepositDisputeInput {
  bookingId: string;
}

/** POST /api/user/bookings/{id}/deposit-settlement/dispute with `{ reason }`: an admin decides. */
export const disputeDepositSettlement = async ({
  bookingId,
  ...input
}: DisputeSettlementRequest) => {
  const { depositDisputeInputSchema } = await bookingSchemas.load();
  return postSettlement(
    `/user/bookings/${encodeURIComponent(bookingId)}/deposit-settlement/dispute`,
    depositDisputeInputSchema.parse(input),
  );
};

/** The booking shows the settlement as answered; the booking and the wallet refetch behind it. */
const useSettlementChange = <Request extends { bookingId: string }>(
  area: CancellingArea,
  mutationFn: (request: Request) => Promise<DepositSettlementMutationResponse>,
  mutationConfig: MutationHookOptions<typeof mutationFn>['mutationConfig'],
) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    mutationFn,
    {
      onSuccess: async ({ depositSettlement }, { bookingId }) => {
        queryClient.setQueryData<BookingDetail>(bookingKeys.detail(area, bookingId), (booking) =>
          booking ? { ...booking, depositSettlement } : booking,
        );
        // A settled deposit moves money: the wallet and dashboards too.
        await queryClient.invalidateQueries({
          predicate: ({ queryKey }) =>
            !(queryKey[0] === 'bookings' && queryKey[2] === 'detail' && queryKey[3] === bookingId),
        });
      },
      // Refused (the deadline passed meanwhile): show the settlement as it is now.
      onError: (_error, { bookingId }) =>
        queryClient.invalidateQueries({ queryKey: bookingKeys.detail(area, bookingId) }),
    },
    mutationConfig,
  );
};

export const useProposeDepositSettlement = ({
  mutationConfig,
}: MutationHookOptions<typeof proposeDepositSettlement> = {}) =>
  useSettlementChange('owner', proposeDepositSettlement, mutationConfig);

export const useAcceptDepositSettlement = ({
  mutationConfig,
}: MutationHookOptions<typeof acceptDepositSettlement> = {}) =>
  useSettlementChange('user', acceptDepositSettlement, mutationConfig);

export const useDisputeDepositSettlement = ({
  mutationConfig,
}: MutationHookOptions<typeof disputeDepositSettlement> = {}) =>
  useSettlementChange('user', disputeDepositSettlement, mutationConfig);
