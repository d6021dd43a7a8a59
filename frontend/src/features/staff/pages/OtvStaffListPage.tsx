import { StaffList } from '../components/StaffList';

export default function OtvStaffListPage() {
  return <StaffList scope="otv" />;
}
