import { Documents } from '../components/Documents';
import { StudentGate } from '../components/StudentGate';

export default function DocumentsPage() {
  return <StudentGate>{(student) => <Documents key={student.id} student={student} />}</StudentGate>;
}
