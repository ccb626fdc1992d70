import { withBearer } from './api-client';

/** How much of a form has been sent. */
export interface SendProgress {
  loaded: number;
  total: number;
}

export interface FormSend {
  url: string;
  form: FormData;
  headers?: Record<string, string>;
  onProgress?: (progress: SendProgress) => void;
  signal?: AbortSignal;
  /** The browser edge, replaceable in tests. */
  createXhr?: () => XMLHttpRequest;
}

/** How a form send ended: the status and text of the answer, or why there was none. */
export type FormAnswer =
  { status: number; text: string } | { status: 0; text: ''; failure: 'network' | 'aborted' };

/**
 * POSTs a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress. Never
 * rejects: a lost connection or an abort is an answer with status 0 and its `failure`.
 */
export function sendForm({
  url,
  form,
  headers = {},
  onProgress,
  signal,
  createXhr = () => new XMLHttpRequest(),
}: FormSend): Promise<FormAnswer> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve({ status: 0, text: '', failure: 'aborted' });
    const xhr = createXhr();
    const onAbortSignal = () => xhr.abort();
    const settle = (answer: FormAnswer) => {
      signal?.removeEventListener('abort', onAbortSignal);
      resolve(answer);
    };
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total) {
        onProgress?.({ loaded: event.loaded, total: event.total });
      }
    };
    xhr.onload = () => settle({ status: xhr.status, text: xhr.responseText ?? '' });
    xhr.onerror = () => settle({ status: 0, text: '', failure: 'network' });
    xhr.ontimeout = () => settle({ status: 0, text: '', failure: 'network' });
    xhr.onabort = () => settle({ status: 0, text: '', failure: 'aborted' });
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(form);
  });
}

/** The server's `{ error: { code, message } }` of an answer's text, when it is JSON. */
export function parseAnswer(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const errorCode = (answer: FormAnswer) =>
  (parseAnswer(answer.text) as { error?: { code?: string } } | null)?.error?.code;

/**
 * A form to /api with progress: the session's bearer token, refreshed once on a 401 and sent
 * again, as every other /api call (lib/http/api-client.ts).
 */
export function sendApiForm(send: Omit<FormSend, 'headers'>): Promise<FormAnswer> {
  return withBearer(
    (headers) => sendForm({ ...send, headers: { Accept: 'application/json', ...headers } }),
    errorCode,
  );
}
