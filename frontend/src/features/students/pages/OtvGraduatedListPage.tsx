import { StudentList } from '../components/StudentList';

export default function OtvGraduatedListPage() {
  return <StudentList scope="graduated" />;
}
