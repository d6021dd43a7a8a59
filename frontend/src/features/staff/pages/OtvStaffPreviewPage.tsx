import { StaffPreview } from '../components/StaffPreview';

export default function OtvStaffPreviewPage() {
  return <StaffPreview scope="otv" />;
}
