/** A scripted fetch for unit tests: answers by method and path, and records every call. */
export interface Call {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | ((call: Call) => { status: number; body?: unknown });

export function fakeResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

export function mockFetch(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      url: String(input),
      path: url.pathname,
      query: url.searchParams,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = routes[`${method} ${url.pathname}`];
    if (!answer) return fakeResponse(404, { error: { code: 'not_found', messages: [`no route ${method} ${url.pathname}`] } });
    const { status, body } = typeof answer === 'function' ? answer(call) : answer;
    return fakeResponse(status, body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}
