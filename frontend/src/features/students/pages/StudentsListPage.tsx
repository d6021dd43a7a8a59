import { StudentList } from '../components/StudentList';

export default function StudentsListPage() {
  return <StudentList scope="otm" />;
}
