import { Week } from '../components/Week';
import { StudentGate } from '../components/StudentGate';

export default function WeekPage() {
  return <StudentGate>{(student) => <Week key={student.id} student={student} />}</StudentGate>;
}
