import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { group, groupAdmin, list, mathematics, physics } from '../testing/fixtures';
import GroupGroupingPage from './GroupGroupingPage';

jest.setTimeout(60_000);

describe('choosing the subject to split a group for', () => {
  it('lists the current semester’s subjects, links each to its subgroups and switches semester', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: groupAdmin() });
    const { calls } = mockFetch({
      'GET /api/v1/edu-groups/7/': { status: 200, body: { result: group() } },
      'GET /api/v1/edu-groups/7/subjects/': (call) => (call.query.get('semester') === '4' ? list([physics]) : list([mathematics])),
    });
    renderRoutes([{ path: '/education-process-otm/group/preview/:id/grouping', element: <GroupGroupingPage /> }], '/education-process-otm/group/preview/7/grouping');
    expect(await screen.findByRole('link', { name: 'Oliy matematika' })).toHaveAttribute('href', '/education-process-otm/group/preview/7/grouping/5?semester=3');
    await userEvent.click(screen.getByRole('combobox', { name: 'Semestr' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['1-semestr', '2-semestr', '3-semestr', '4-semestr']);
    await userEvent.click(options[3]!);
    expect(await screen.findByRole('link', { name: 'Fizika' })).toHaveAttribute('href', '/education-process-otm/group/preview/7/grouping/6?semester=4');
    await waitFor(() => expect(calls.at(-1)?.query.get('semester')).toBe('4'));
  });
});
