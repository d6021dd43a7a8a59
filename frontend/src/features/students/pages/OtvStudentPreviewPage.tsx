import { StudentPreview } from '../components/StudentPreview';

export default function OtvStudentPreviewPage() {
  return <StudentPreview scope="otv" />;
}
