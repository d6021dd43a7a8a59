import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { saveBlob } from '@/api/transfer';
import { renderAt } from '@/test/render';
import { ExportButton, exportFileName } from './ExportButton';

jest.mock('@/api/transfer', () => ({ ...jest.requireActual('@/api/transfer'), saveBlob: jest.fn() }));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function answerLater() {
  let answer: (response: Response) => void = () => {};
  const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, answer: (response: Response) => answer(response) };
}

function fileResponse(): Response {
  const blob = new Blob(['PK…'], { type: XLSX });
  return { ok: true, status: 200, blob: async () => blob, json: async () => ({}) } as unknown as Response;
}

describe('the Excel button of a list', () => {
  beforeEach(() => jest.mocked(saveBlob).mockClear());

  it('downloads the list with its filters and format=xlsx, without paging, busy until the file is saved', async () => {
    const { fetchMock, answer } = answerLater();
    renderAt(<ExportButton path="/staffs/" query={{ page: 3, limit: 50, search: 'Karim', status: 'ACTIVE', institution_id: undefined }} />);
    const button = screen.getByTestId('list-export');
    expect(button).toHaveTextContent('Excel');
    fireEvent.click(button);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/v1/staffs/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'Karim', status: 'ACTIVE', format: 'xlsx' });
    expect(button).toBeDisabled();
    expect(screen.getByTestId('export-progress')).toBeInTheDocument();

    await act(async () => answer(fileResponse()));
    await waitFor(() => expect(button).not.toBeDisabled());
    expect(screen.queryByTestId('export-progress')).not.toBeInTheDocument();
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = jest.mocked(saveBlob).mock.calls[0] ?? [];
    expect(blob?.type).toBe(XLSX);
    expect(name).toBe('staffs.xlsx');
  });

  it('shows why the server refused and saves nothing', async () => {
    const { answer } = answerLater();
    renderAt(<ExportButton path="/students/" query={{}} />);
    fireEvent.click(screen.getByTestId('list-export'));
    const refusal = { error: { code: 'forbidden', messages: ['Ruxsat yo‘q'] } };
    await act(async () => answer({ ok: false, status: 403, json: async () => refusal } as unknown as Response));
    expect(await screen.findByText('Ruxsat yo‘q')).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
    expect(screen.getByTestId('list-export')).not.toBeDisabled();
  });

  it('names the file after the list', () => {
    expect(exportFileName('/staffs/teachers/')).toBe('teachers.xlsx');
    expect(exportFileName('/edu-groups/', 'groups')).toBe('groups.xlsx');
  });
});
