import { StaffList } from '../components/StaffList';

export default function StaffListPage() {
  return <StaffList scope="tm" />;
}
