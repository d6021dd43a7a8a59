import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Single } from '@/api/client';
import { uploadForm } from '@/api/transfer';
import { scienceKeys, type Publication } from './types';

/** The PDF of a publication in place of any earlier one: not a PDF (whatever its name) answers 422 file_not_pdf, over 5 MB 413. */
export async function uploadPublicationFile(id: number, file: File): Promise<Publication> {
  const form = new FormData();
  form.append('file', file);
  const { result } = await uploadForm<Single<Publication>>(`/science/publications/${id}/file/`, form);
  return result;
}

export function useUploadPublicationFile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPublicationFile(id, file),
    onSuccess: (saved) => {
      queryClient.setQueryData(scienceKeys.publication(id), saved);
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
  });
}
