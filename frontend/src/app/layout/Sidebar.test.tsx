import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { renderAt } from '@/test/render';
import type { MenuSection } from '../routes';
import { Sidebar } from './Sidebar';

const Page = lazy(async () => ({ default: () => null }));
const menu: MenuSection[] = [
  {
    section: { id: 'management', message: { id: 'nav.section.management' }, icon: SchoolOutlinedIcon, kind: 'section' },
    items: [{ path: '/management/users', permission: 'user-view', section: 'management', message: { id: 'users.title' }, menu: true, Component: Page }],
  },
  {
    section: { id: 'teacher', message: { id: 'nav.section.teacher' }, icon: SchoolOutlinedIcon, kind: 'group' },
    items: [{ path: '/teacher/topics', permission: 'teacher-topic', section: 'teacher', message: { id: 'nav.role' }, menu: true, Component: Page }],
  },
];

describe('sidebar', () => {
  it('shows a section with a heading and its items, and marks the current one', () => {
    renderAt(<Sidebar menu={menu} />, '/management/users/add');
    const section = screen.getByRole('navigation', { name: 'Boshqaruv' });
    expect(within(section).getByText('Boshqaruv')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Foydalanuvchilar' })).toHaveClass('Mui-selected');
  });

  it('shows the teacher module as one group that opens to its items', async () => {
    renderAt(<Sidebar menu={menu} />, '/');
    const group = screen.getByRole('navigation', { name: 'O‘qituvchi moduli' });
    const toggle = within(group).getByRole('button', { name: 'O‘qituvchi moduli' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(group).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(within(group).getByRole('link', { name: 'Rol' })).toHaveAttribute('href', '/teacher/topics');
  });

  it('opens the group by itself when the current page is one of its items', () => {
    renderAt(<Sidebar menu={menu} />, '/teacher/topics');
    expect(within(screen.getByRole('navigation', { name: 'O‘qituvchi moduli' })).getByRole('link')).toHaveClass('Mui-selected');
  });
});
