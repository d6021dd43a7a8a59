import { PublicationPreview } from '../components/PublicationPreview';

export default function PublicationPreviewPage() {
  return <PublicationPreview own={false} />;
}
