import { TeachersList } from '../components/TeachersList';

export default function OtvTeachersListPage() {
  return <TeachersList scope="otv" />;
}
