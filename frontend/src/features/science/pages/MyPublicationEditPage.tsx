import { PublicationEdit } from '../components/PublicationEditors';

export default function MyPublicationEditPage() {
  return <PublicationEdit own />;
}
