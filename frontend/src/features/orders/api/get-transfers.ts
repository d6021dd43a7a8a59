import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { orderKeys, type IncomingTransfer, type TransferInstitution } from './types';

/** The students other institutions released to this one and it has not admitted yet. */
export function useIncomingTransfers(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.incoming,
    queryFn: () => api.get<List<IncomingTransfer>>('/orders/incoming-transfers/', { page: 1, limit: 10000 }),
    enabled,
  });
}

/** The institutions a transfer order can release a student to; asked for only when the order is a transfer. */
export function useTransferInstitutions(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.transferInstitutions,
    queryFn: async (): Promise<TransferInstitution[]> => (await api.get<List<TransferInstitution>>('/orders/transfer-institutions/', { page: 1, limit: 10000 })).results,
    enabled,
  });
}
