import { downloadBlob, saveBlob } from '@/api/transfer';
import type { Contract } from './types';

/** The contract typeset with its institution's header and QR code, saved as `contract-<number>.pdf`. */
export async function downloadContractPdf(contract: Pick<Contract, 'id' | 'number'>): Promise<void> {
  saveBlob(await downloadBlob(`/finance/contracts/${contract.id}/pdf/`), `contract-${contract.number}.pdf`);
}
