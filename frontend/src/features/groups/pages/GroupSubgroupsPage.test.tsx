import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { groupAdmin, list, mathematics, students } from '../testing/fixtures';
import GroupSubgroupsPage from './GroupSubgroupsPage';

jest.setTimeout(60_000);

const routes = [{ path: '/education-process-otm/group/preview/:id/grouping/:subjectId', element: <GroupSubgroupsPage /> }];

function setup(answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: groupAdmin() });
  const fetch = mockFetch({
    'GET /api/v1/edu-groups/7/students/': list(students),
    'GET /api/v1/edu-groups/7/subjects/': list([mathematics]),
    'GET /api/v1/edu-groups/7/subgroups/5/': { status: 200, body: { result: { edu_subject_id: 5, subgroups: [] } } },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, '/education-process-otm/group/preview/7/grouping/5?semester=3') };
}

const place = async (studentId: number, subgroup: string) => {
  await userEvent.click(within(screen.getByTestId(`student-${studentId}`)).getByRole('combobox'));
  await userEvent.click(await screen.findByRole('option', { name: subgroup }));
};

describe('subgroups page', () => {
  it('refuses to save while a student is unplaced, then saves every student once', async () => {
    const { calls } = setup({
      'PUT /api/v1/edu-groups/7/subgroups/5/': (call) => ({ status: 200, body: { result: { edu_subject_id: 5, ...(call.body as object) } } }),
    });
    expect(await screen.findByText('Guruhchalar: Oliy matematika')).toBeInTheDocument();
    // The withdrawn student is not of the group any more.
    expect(screen.queryByText('Rahimova Nodira')).not.toBeInTheDocument();
    await place(1, '1-guruhcha');
    await place(2, '2-guruhcha');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByTestId('subgroups-unplaced')).toHaveTextContent('1 ta o‘quvchi guruhchaga joylanmagan');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await place(3, '2-guruhcha');
    expect(screen.queryByTestId('subgroups-unplaced')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('subgroup-1')).getByText('Toshmatov Sardor')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      subgroups: [
        { name: '1-guruhcha', student_ids: [1] },
        { name: '2-guruhcha', student_ids: [2, 3] },
      ],
    });
  });

  it('adds and removes subgroups; a removed subgroup’s students are unplaced again', async () => {
    setup({
      'GET /api/v1/edu-groups/7/subgroups/5/': {
        status: 200,
        body: { result: { edu_subject_id: 5, subgroups: [{ name: 'A', student_ids: [1, 2] }, { name: 'B', student_ids: [3] }] } },
      },
    });
    await screen.findByText('Guruhchalar: Oliy matematika');
    expect(screen.queryByTestId('subgroup-unplaced')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guruhcha qo‘shish' }));
    expect(screen.getByTestId('subgroup-2')).toHaveTextContent('Bu guruhchada o‘quvchi yo‘q');
    await userEvent.click(within(screen.getByTestId('subgroup-1')).getByRole('button', { name: 'Guruhchani o‘chirish' }));
    expect(within(screen.getByTestId('subgroup-unplaced')).getByText('Toshmatov Sardor')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the split', async () => {
    setup({
      'GET /api/v1/edu-groups/7/subgroups/5/': {
        status: 200,
        body: { result: { edu_subject_id: 5, subgroups: [{ name: 'A', student_ids: [1, 2] }, { name: 'B', student_ids: [3] }] } },
      },
      'PUT /api/v1/edu-groups/7/subgroups/5/': {
        status: 422,
        body: { error: { code: 'validation_failed', messages: ['Xato'], fields: { 'subgroups.1.student_ids': ['Talaba boshqa guruhdan'] } } },
      },
    });
    await screen.findByText('Guruhchalar: Oliy matematika');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await within(screen.getByTestId('subgroup-1')).findByText('Talaba boshqa guruhdan')).toBeInTheDocument();
  });

  it('moves a student by dragging them onto another subgroup', async () => {
    setup();
    await screen.findByText('Guruhchalar: Oliy matematika');
    const data = new Map<string, string>();
    const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), getData: (type: string) => data.get(type) ?? '' };
    fireEvent.dragStart(screen.getByTestId('student-2'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('subgroup-1'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('subgroup-1'), { dataTransfer });
    expect(within(screen.getByTestId('subgroup-1')).getByText('Aliyev Jasur Bahodirovich')).toBeInTheDocument();
    expect(within(screen.getByTestId('subgroup-unplaced')).queryByText('Aliyev Jasur Bahodirovich')).not.toBeInTheDocument();
  });
});
