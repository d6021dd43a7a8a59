import { StaffPreview } from '../components/StaffPreview';

export default function StaffPreviewPage() {
  return <StaffPreview scope="tm" />;
}
