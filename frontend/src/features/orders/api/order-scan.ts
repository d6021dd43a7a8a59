import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Single } from '@/api/client';
import { downloadBlob, saveBlob, uploadForm } from '@/api/transfer';
import { orderKeys, type Order } from './types';

/** The largest scan the server takes, as its upload limit says. */
export const ORDER_SCAN_MAX_BYTES = 5 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The signed scan of an applied order in place of any earlier one: a draft answers 409, not a PDF, JPEG or PNG by its content 422, over 5 MB 413. */
export async function uploadOrderScan(id: number, file: File): Promise<Order> {
  const form = new FormData();
  form.append('file', file);
  const { result } = await uploadForm<Single<Order>>(`/orders/${id}/scan/`, form);
  return result;
}

export function useUploadOrderScan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadOrderScan(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Saves the signed scan as `order-<number>-signed.<pdf|jpg|png>`. */
export async function downloadOrderScan(order: Pick<Order, 'id' | 'number'>, contentType: string): Promise<void> {
  saveBlob(await downloadBlob(`/orders/${order.id}/scan/`), `order-${order.number}-signed.${EXTENSIONS[contentType] ?? 'pdf'}`);
}
