import { Results } from '../components/Results';
import { StudentGate } from '../components/StudentGate';

export default function ResultsPage() {
  return <StudentGate>{(student) => <Results key={student.id} student={student} />}</StudentGate>;
}
