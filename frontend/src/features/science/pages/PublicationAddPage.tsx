import { PublicationAdd } from '../components/PublicationEditors';

export default function PublicationAddPage() {
  return <PublicationAdd own={false} />;
}
