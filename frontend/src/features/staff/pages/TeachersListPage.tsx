import { TeachersList } from '../components/TeachersList';

export default function TeachersListPage() {
  return <TeachersList scope="tm" />;
}
