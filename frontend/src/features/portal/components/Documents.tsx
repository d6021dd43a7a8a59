import Stack from '@mui/material/Stack';
import { useDocuments } from '../api/get-documents';
import type { PortalStudentDto } from '../types';
import { DocumentList } from './DocumentList';
import { OrderList } from './OrderList';
import { QueryView } from './QueryView';

/** The documents issued to the student and the orders naming them. */
export function Documents({ student }: { student: PortalStudentDto }) {
  const documents = useDocuments(student.id);
  return (
    <QueryView query={documents}>
      {(answer) => (
        <Stack spacing={1.5}>
          <DocumentList studentId={student.id} documents={answer.documents} />
          <OrderList orders={answer.orders} />
        </Stack>
      )}
    </QueryView>
  );
}
