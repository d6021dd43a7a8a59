import { PublicationPreview } from '../components/PublicationPreview';

export default function MyPublicationPreviewPage() {
  return <PublicationPreview own />;
}
