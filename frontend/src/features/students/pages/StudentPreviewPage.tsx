import { StudentPreview } from '../components/StudentPreview';

export default function StudentPreviewPage() {
  return <StudentPreview scope="otm" />;
}
