import { downloadBlob, saveBlob } from '@/api/transfer';
import type { DocumentDto } from '../types';

/** The issued document's PDF, saved under a name that says what it is. */
export async function downloadDocument(studentId: number, document: Pick<DocumentDto, 'id' | 'kind' | 'number'>): Promise<void> {
  saveBlob(await downloadBlob(`/me/documents/${document.id}/pdf/`, { student_id: studentId }), `${document.kind.toLowerCase()}-${document.number}.pdf`);
}
