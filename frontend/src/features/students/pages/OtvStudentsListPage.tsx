import { StudentList } from '../components/StudentList';

export default function OtvStudentsListPage() {
  return <StudentList scope="otv" />;
}
