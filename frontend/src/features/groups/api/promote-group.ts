import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { groupKeys, promotionTouches, type Promotion, type PromotionWrite } from './types';

/**
 * Moves those who qualify to `to_edu_group_id` by a promotion order made and applied at once, and
 * answers who moved and who stays (no order when nobody moves). 422 under `to_edu_group_id`
 * (`unknown_value`, `not_next_course`), `number` and `date`; 409 `order_number_taken`, or
 * `order_item_refused` when the target group has no room.
 */
export async function promoteGroup(id: number, body: PromotionWrite): Promise<Promotion> {
  const { result } = await api.post<Single<Promotion>>(`/edu-groups/${id}/promote/`, body);
  return result;
}

export function usePromoteGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromotionWrite) => promoteGroup(id, body),
    meta: { notifyError: false },
    onSuccess: () =>
      Promise.all([groupKeys.all, ...promotionTouches].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
