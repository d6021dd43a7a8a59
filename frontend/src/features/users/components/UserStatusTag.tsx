import { StatusTag } from '@/components/list/StatusTag';

export function UserStatusTag({ active }: { active: boolean }) {
  return <StatusTag status={active ? 'ACTIVE' : 'INACTIVE'} />;
}
