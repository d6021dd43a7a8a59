import { PublicationEdit } from '../components/PublicationEditors';

export default function PublicationEditPage() {
  return <PublicationEdit own={false} />;
}
