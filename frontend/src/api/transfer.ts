/**
 * Files in and out: a multipart upload that reports its progress (XMLHttpRequest, since fetch
 * reports none) and a download of a file as a blob, both with the headers and the error envelope
 * of the one client.
 */
import { ApiError, apiErrorOf, authHeaders, buildUrl, reportAuthFailure, type Query } from './client';

/** A refused upload: the ApiError of the envelope plus the whole parsed body, for details beside it (rejected rows). */
export class TransferError extends ApiError {
  constructor(
    base: ApiError,
    readonly body: unknown,
  ) {
    super(base.status, base.code, base.messages, base.fields);
    this.name = 'TransferError';
  }
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** POSTs a form; `onProgress` gets the share of the body sent so far, 0..1. */
export function uploadForm<T>(path: string, form: FormData, onProgress?: (share: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      const error = apiErrorOf(xhr.status, body);
      reportAuthFailure(error);
      reject(new TransferError(error, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', [], {}));
    xhr.send(form);
  });
}

/** GETs a file with the token and returns it as a blob. */
export async function downloadBlob(path: string, query?: Query): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method: 'GET', headers: authHeaders() });
  } catch {
    throw new ApiError(0, 'network_error', [], {});
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const error = apiErrorOf(response.status, body);
    reportAuthFailure(error);
    throw error;
  }
  return response.blob();
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked at once, the address can be gone before the browser has begun to save it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
