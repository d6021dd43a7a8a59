import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { groupJournal } from '../testing/fixtures';
import GroupJournalPage from './GroupJournalPage';

jest.setTimeout(60_000);

const subjects = [
  { id: 3, code: 'DA-101', name: { uz: 'Dasturlash asoslari' }, study_hours: 100 },
  { id: 5, code: 'OT-101', name: { uz: 'O‘zbekiston tarixi' }, study_hours: 90 },
];

function setup(permissions = ['edu-group-view', 'journal-view']) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions }) });
  const fetch = mockFetch({
    'GET /api/v1/edu-groups/1/': { status: 200, body: { result: { id: 1, name: 'DI-25-01', current_semester: 3, curriculum: { id: 1, name: 'DI', rating_type: 'FIVE_POINT', number_of_semesters: 4 } } } },
    'GET /api/v1/edu-groups/1/subjects/': { status: 200, body: { results: subjects, count: 2 } },
    'GET /api/v1/journal/groups/1/': (call) => ({ status: 200, body: { result: groupJournal({ edu_subject: { ...groupJournal().edu_subject, id: Number(call.query.get('edu_subject_id')) } }) } }),
  });
  const rendered = renderRoutes([{ path: '/education-process-otm/group/journal/:id', element: <GroupJournalPage /> }], '/education-process-otm/group/journal/1');
  return { ...fetch, ...rendered };
}

describe('the group journal page', () => {
  it('opens the group’s current semester on its first subject, links its sheets, and follows the subject chosen', async () => {
    const { calls, router } = setup();
    await screen.findByTestId('journal-grid');
    const journalCalls = () => calls.filter((call) => call.path === '/api/v1/journal/groups/1/');
    expect(journalCalls()[0]!.query.get('edu_subject_id')).toBe('3');
    expect(journalCalls()[0]!.query.get('semester')).toBe('3');
    expect(screen.getByTestId('journal-plan')).toHaveTextContent('Baholash rejasi: JN 5, ON 5, YN 5; 3 kredit');
    expect(screen.getByTestId('open-sheet-MIDTERM')).toHaveAttribute('href', '/education-process-otm/control-sheets/1/3/MIDTERM?semester=3');
    expect(screen.getByTestId('open-sheet-FINAL')).toBeInTheDocument();
    expect(screen.queryByTestId('open-sheet-CURRENT')).not.toBeInTheDocument();
    expect(screen.getByTestId('list-export')).toHaveTextContent('Excel');

    await userEvent.click(screen.getByRole('combobox', { name: 'Fan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'OT-101 — O‘zbekiston tarixi' }));
    await waitFor(() => expect(router.state.location.search).toBe('?subject=5'));
    await waitFor(() => expect(journalCalls().at(-1)!.query.get('edu_subject_id')).toBe('5'));
  });

  it('asks nothing of the groups without edu-group-view: the subject comes from the link', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: ['journal-view'] }) });
    const { calls } = mockFetch({ 'GET /api/v1/journal/groups/1/': { status: 200, body: { result: groupJournal() } } });
    renderRoutes([{ path: '/education-process-otm/group/journal/:id', element: <GroupJournalPage /> }], '/education-process-otm/group/journal/1?subject=3&semester=3');
    await screen.findByTestId('journal-grid');
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/journal/groups/1/']);
  });
});
