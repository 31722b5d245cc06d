import { env } from '../config/env';

// Every call sends cookies; any non-OK response becomes
// Error('<status>: <body text or status text>'). ApiError keeps status and body for callers that
// need them (on401 handling, friendlier toasts) without changing that message.
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export const apiUrl = (path: string, params?: QueryParams): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const query = search.toString();
  return `${env.apiBaseUrl}${path}${query ? `?${query}` : ''}`;
};

export const throwIfNotOk = async (response: Response): Promise<void> => {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, body);
};

const readJson = async <T>(response: Response): Promise<T> => {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
};

export type ApiFetchOptions = Omit<RequestInit, 'body'> & {
  params?: QueryParams;
  /** Sent as JSON with a JSON content type. */
  json?: unknown;
  /** Sent as multipart; the browser sets the boundary header. */
  formData?: FormData;
};

export const apiRequest = async (
  path: string,
  options: ApiFetchOptions = {},
): Promise<Response> => {
  const { params, json, formData, headers, ...init } = options;
  // Who is calling is the server's to know (the signed-in session), never a header we set.
  const requestHeaders = new Headers(headers);
  let body: BodyInit | undefined;
  if (formData) {
    body = formData;
  } else if (json !== undefined) {
    requestHeaders.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  const response = await fetch(apiUrl(path, params), {
    ...init,
    headers: requestHeaders,
    body,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
};

/** GET (or any method) returning the parsed JSON body; an empty body yields undefined. */
export const apiFetch = async <T>(path: string, options: ApiFetchOptions = {}): Promise<T> =>
  readJson<T>(await apiRequest(path, options));

export const apiPost = <T>(path: string, body?: unknown, init: RequestInit = {}): Promise<T> =>
  apiFetch<T>(path, { ...init, method: 'POST', json: body });

export const apiUpload = <T>(
  path: string,
  formData: FormData,
  init: RequestInit = {},
): Promise<T> => apiFetch<T>(path, { ...init, method: 'POST', formData });

/** The message of a JSON error body from our API ({ message }), or null when there is none. */
export const serverMessage = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // Not JSON: no message of ours to pick out.
  }
  return null;
};

/**
 * Text for a toast: the error message, except that a JSON error body from our API
 * ({ message }) is shown as '<status>: <message>' instead of raw JSON.
 */
export const errorMessage = (error: unknown): string => {
  const message = serverMessage(error);
  if (message !== null && error instanceof ApiError) return `${error.status}: ${message}`;
  return error instanceof Error ? error.message : String(error);
};
