import { downloadBlob, saveBlob } from '@/api/transfer';

/** Saves the publication's PDF under the name it was uploaded with. */
export async function downloadPublicationFile(id: number, name: string): Promise<void> {
  saveBlob(await downloadBlob(`/science/publications/${id}/file/`), name);
}
