import { Marks } from '../components/Marks';
import { StudentGate } from '../components/StudentGate';

export default function MarksPage() {
  return <StudentGate>{(student) => <Marks key={student.id} student={student} />}</StudentGate>;
}
