import { useQuery } from '@tanstack/react-query';
import { ApiError, api, type Single } from '@/api/client';
import type { Result } from '@/api/contract';

/** What the public verification of an order shows: its number, date, kind, state, institution and how many students it names. */
export type VerifiedOrder = Result<'/api/v1/reports/orders/{public_id}/'>;

/** Asked without a token: anyone holding the print may check it. */
export async function getOrderReport(publicId: string): Promise<VerifiedOrder> {
  const { result } = await api.get<Single<VerifiedOrder>>(`/reports/orders/${encodeURIComponent(publicId)}/`, undefined, { anonymous: true });
  return result;
}

export function useOrderReport(publicId: string) {
  return useQuery({
    queryKey: ['reports', 'orders', publicId],
    queryFn: () => getOrderReport(publicId),
    enabled: publicId !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}
