import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '@/api/token';
import { useSession } from '@/store/session';
import { fakeResponse, mockFetch } from '@/test/fetch';
import { renderAt } from '@/test/render';
import { groups, list, studentAdmin } from '../testing/fixtures';
import { ImportDialog } from './ImportDialog';

jest.setTimeout(60_000);

/** A scripted XMLHttpRequest: the test reports progress and answers when it likes. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setup() {
  useSession.setState({ status: 'finished', authenticated: true, profile: studentAdmin() });
  tokenStorage.set('token-1');
  FakeXhr.sent = [];
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  const fetch = mockFetch({ 'GET /api/v1/edu-groups/': list(groups) });
  const onClose = jest.fn();
  return { ...fetch, onClose, ...renderAt(<ImportDialog onClose={onClose} />) };
}

async function choose(fileName = 'oquvchilar.xlsx', size = 2048) {
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Guruh/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'KI-21 (2-kurs)' }));
  const file = new File(['x'.repeat(size)], fileName, { type: 'application/octet-stream' });
  // The browser's picker filters by `accept`; a file dropped or picked with 'all files' is not.
  await userEvent.setup({ applyAccept: false }).upload(screen.getByTestId('student-import-file'), file);
  return { dialog, file };
}

afterEach(() => tokenStorage.clear());

describe('student import dialog', () => {
  it('uploads the group and the file with the token, shows the progress and how many were added', async () => {
    setup();
    const { dialog, file } = await choose();
    expect(screen.getByTestId('student-import-filename')).toHaveTextContent('oquvchilar.xlsx');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yuklash' }));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/students/import/');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect(xhr.body?.get('edu_group_id')).toBe('7');
    expect(xhr.body?.get('file')).toBe(file);
    act(() => xhr.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Yuklanmoqda' })).toHaveAttribute('aria-valuenow', '50');
    act(() => xhr.answer(201, { result: { created: 25 } }));
    expect(await screen.findByTestId('student-import-done')).toHaveTextContent('25 ta o‘quvchi qo‘shildi');
    expect(screen.getByRole('progressbar', { name: 'Yuklanmoqda' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('lists the rows the server refused, naming each column as the template does', async () => {
    setup();
    const { dialog } = await choose('oquvchilar.csv');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yuklash' }));
    act(() =>
      FakeXhr.sent[0]!.answer(422, {
        error: {
          code: 'import_failed',
          messages: ['Faylda 2 ta xato bor'],
          rows: [
            { line: 3, column: 'pinfl', message: 'JSHSHIR nazorat raqami noto‘g‘ri' },
            { line: 5, column: 'birth_date', message: 'Sana noto‘g‘ri' },
          ],
        },
      }),
    );
    const rows = within(await screen.findByTestId('student-import-rows')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('3JSHSHIRJSHSHIR nazorat raqami noto‘g‘ri');
    expect(rows[2]).toHaveTextContent('5Tug‘ilgan sanaSana noto‘g‘ri');
    expect(screen.getByTestId('student-import-error')).toHaveTextContent('Faylda 2 ta xato bor');
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a spreadsheet before sending it', async () => {
    setup();
    const { dialog } = await choose('rasm.png');
    expect(screen.getByTestId('student-import-problem')).toHaveTextContent('Faqat .xlsx yoki .csv fayl yuklash mumkin');
    expect(within(dialog).getByRole('button', { name: 'Yuklash' })).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('downloads the template with the token as a file', async () => {
    setup();
    const blob = new Blob(['xlsx']);
    const download = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).includes('/students/import/template/')
        ? ({ ok: true, status: 200, blob: async () => blob } as unknown as Response)
        : fakeResponse(200, { results: groups, count: groups.length }),
    );
    global.fetch = download as unknown as typeof fetch;
    const createObjectURL = jest.fn(() => 'blob:template');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Namunani yuklab olish' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = download.mock.calls.find(([input]) => String(input).includes('template'));
    expect(call?.[0]).toBe('/api/v1/students/import/template/');
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
  });
});
