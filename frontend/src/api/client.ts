/**
 * The one HTTP client of the application (API.md): base /api/v1, the stored token as a Bearer
 * header, the interface language as Accept-Language, the error envelope turned into ApiError,
 * and 401/403 on an authenticated call handed to the auth-failure handler (SPEC.md section 8).
 */
import { tokenStorage } from './token';

export const API_BASE = '/api/v1';

export interface Single<T> {
  result: T;
}

export interface List<T> {
  results: T[];
  count: number;
  /** Present and true when `count` is the server's estimate of a large search ("about N"). */
  count_is_estimate?: boolean;
  /** When national figures were prepared in the background (absent: read at the request). */
  prepared_at?: string | null;
}

interface ErrorEnvelope {
  error?: {
    code?: string;
    messages?: unknown;
    fields?: unknown;
  };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messages: string[],
    readonly fields: Record<string, string[]>,
  ) {
    super(messages[0] ?? `${status} ${code}`);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** A call made without the token (login, OneID, public report). */
  anonymous?: boolean;
}

let language = 'uz';
let authFailureHandler: (error: ApiError) => void = () => undefined;

export function setApiLanguage(value: string): void {
  language = value;
}

/**
 * What happens when the server answers 401 or 403 to a call that carried the token; the error
 * tells an ended session from a password that must be changed first (`password_change_required`).
 */
export function setAuthFailureHandler(handler: (error: ApiError) => void): void {
  authFailureHandler = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

function fieldMap(value: unknown): Record<string, string[]> {
  if (!value || typeof value !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [key, texts] of Object.entries(value as Record<string, unknown>)) {
    const list = stringList(texts);
    if (list.length) out[key] = list;
  }
  return out;
}

/** The error of a failed answer from its status and (parsed) body; a body that is no envelope keeps the status only. */
export function apiErrorOf(status: number, envelope: unknown): ApiError {
  const error = (envelope as ErrorEnvelope | null)?.error ?? {};
  return new ApiError(
    status,
    typeof error.code === 'string' ? error.code : 'http_error',
    stringList(error.messages),
    fieldMap(error.fields),
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  let envelope: ErrorEnvelope = {};
  try {
    envelope = (await response.json()) as ErrorEnvelope;
  } catch {
    // Not JSON (a proxy page, an empty body): keep the status only.
  }
  return apiErrorOf(response.status, envelope);
}

/**
 * The headers of an authenticated call, for the few calls that cannot go through `request`
 * (an upload that reports its progress, a file download); `reportAuthFailure` then handles their 401/403.
 */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': language };
  const token = tokenStorage.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export function reportAuthFailure(error: ApiError): void {
  if (tokenStorage.get() && (error.status === 401 || error.status === 403)) authFailureHandler(error);
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
  const token = options.anonymous ? null : tokenStorage.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', [], {});
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (token && (response.status === 401 || response.status === 403)) authFailureHandler(error);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, query?: Query, options?: Omit<RequestOptions, 'query'>) =>
    request<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('PUT', path, { ...options, body }),
  delete: <T = void>(path: string) => request<T>('DELETE', path),
};

/** The human texts of a failed call: the envelope's messages, or none (the caller adds the generic text). */
export function errorMessages(error: unknown): string[] {
  return error instanceof ApiError ? error.messages : [];
}

/** Whether a call failed because the server could not be reached (no network), not because it refused. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The code of the 403 the server answers every call but a few while a temporary password is in use. */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** Whether the server refused a call until the user has changed a temporary password. */
export function isPasswordChangeRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === PASSWORD_CHANGE_REQUIRED;
}

/** Field errors of a 422, keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  return error instanceof ApiError ? error.fields : {};
}
