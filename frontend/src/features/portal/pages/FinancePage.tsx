import { Finance } from '../components/Finance';
import { StudentGate } from '../components/StudentGate';

export default function FinancePage() {
  return <StudentGate>{(student) => <Finance key={student.id} student={student} />}</StudentGate>;
}
