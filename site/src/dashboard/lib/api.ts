import { notifyError, notifySuccess } from '../stores/notifications';
import { $uiLang } from '../stores/prefs';
import { type ApiResult, normaliseEnvelope, SESSION_REVOKED, UNAUTHORIZED } from './envelope';
import { t } from './i18n';

export const API_BASE = '/api/v1';
/** Every call gives up after this long (SPEC §7). Uploads count it from the last progress. */
export const API_TIMEOUT_MS = 10_000;

export type RequestOptions = {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (uploads). */
  form?: FormData;
  /** Failures become a negative notice (default). Forms that show the error inline turn this off. */
  notifyErrors?: boolean;
  /** The success message becomes a positive notice. */
  notifySuccess?: boolean;
  /** 401 opens the re-login dialog and 666 logs out (default). Off for login and signup themselves. */
  session?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** With this, the call goes through XMLHttpRequest to report upload progress (0…1). */
  onUploadProgress?: (fraction: number) => void;
};

export type ApiAnswer<T> = ApiResult<T> & { aborted?: boolean };

type SessionHandlers = {
  onUnauthorized: () => void;
  onRevoked: (result: ApiResult) => void;
};
let handlers: SessionHandlers = { onUnauthorized: () => {}, onRevoked: () => {} };
/** The session module plugs in what 401 and 666 do (kept apart to avoid an import cycle). */
export const setSessionHandlers = (next: SessionHandlers) => {
  handlers = next;
};

const texts = () => ({ unknownError: t('unknownError'), timedOut: t('timedOut') });
const failure = (status: number, message: string): ApiResult<never> => ({
  ok: false,
  status,
  message,
  data: null,
  errors: [],
});

function headersFor(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-target-lang': $uiLang.get() };
  if (options.body !== undefined && !options.form) headers['content-type'] = 'application/json';
  return headers;
}

async function viaFetch<T>(method: string, url: string, options: RequestOptions): Promise<ApiAnswer<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(url, {
      method,
      credentials: 'include',
      headers: headersFor(options),
      body: options.form ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      signal: controller.signal,
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return normaliseEnvelope<T>(response.status, body, texts());
  } catch {
    if (timedOut) return failure(500, t('timedOut'));
    if (options.signal?.aborted) return { ...failure(0, ''), aborted: true };
    return failure(0, globalThis.navigator?.onLine === false ? t('offline') : t('unknownError'));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function viaXhr<T>(method: string, url: string, options: RequestOptions): Promise<ApiAnswer<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headersFor(options))) xhr.setRequestHeader(name, value);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        xhr.abort();
        resolve(failure(500, t('timedOut')));
      }, options.timeoutMs ?? API_TIMEOUT_MS);
    };
    xhr.upload.addEventListener('progress', (event) => {
      arm();
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      clearTimeout(timer);
      options.onUploadProgress?.(1);
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      resolve(normaliseEnvelope<T>(xhr.status, body, texts()));
    });
    xhr.addEventListener('error', () => {
      clearTimeout(timer);
      resolve(failure(0, globalThis.navigator?.onLine === false ? t('offline') : t('unknownError')));
    });
    options.signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      xhr.abort();
      resolve({ ...failure(0, ''), aborted: true });
    });
    arm();
    xhr.send(options.form ?? (options.body !== undefined ? JSON.stringify(options.body) : null));
  });
}

/**
 * Sends one call to an address under API_BASE: credentials, language header, timeout, the envelope normalised.
 * Failures show a negative notice; 401 opens the re-login dialog and 666 logs out, unless the caller opts out.
 * The dashboard calls the API through the typed client (lib/client.ts), which builds the address from the
 * OpenAPI document's paths and sends it here; nothing else imports this file (the import rules say so).
 */
export async function send<T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: RequestOptions = {},
): Promise<ApiAnswer<T>> {
  const result = options.onUploadProgress
    ? await viaXhr<T>(method, url, options)
    : await viaFetch<T>(method, url, options);
  if (result.aborted) return result;
  if (!result.ok && options.session !== false) {
    if (result.status === SESSION_REVOKED) {
      handlers.onRevoked(result);
      return result;
    }
    if (result.status === UNAUTHORIZED) {
      handlers.onUnauthorized();
      return result;
    }
  }
  if (!result.ok && options.notifyErrors !== false) notifyError(result.message);
  if (result.ok && options.notifySuccess && result.message) notifySuccess(result.message);
  return result;
}

/** `send` to a path under API_BASE, untyped: the transport's own tests (session.test.ts) call it. */
export const api = <T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<ApiAnswer<T>> => send<T>(method, `${API_BASE}${path}`, options);
