import { PublicationAdd } from '../components/PublicationEditors';

export default function MyPublicationAddPage() {
  return <PublicationAdd own />;
}
