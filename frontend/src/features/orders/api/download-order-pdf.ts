import { downloadBlob, saveBlob } from '@/api/transfer';
import type { Order } from './types';

/** The order typeset with its institution's header and QR code, saved as `order-<number>.pdf`. */
export async function downloadOrderPdf(order: Pick<Order, 'id' | 'number'>): Promise<void> {
  saveBlob(await downloadBlob(`/orders/${order.id}/pdf/`), `order-${order.number}.pdf`);
}
