// One error type for api and worker. Services throw AppError(code, message); the api error handler
// maps the code to an HTTP status through ERROR_STATUS, the worker decides retry vs. skip from it.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = details;
  }

  /** 4xx errors describe the caller's mistake: retrying the same job cannot succeed. */
  get isClientError(): boolean {
    return this.statusCode < 500;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/**
 * A bad request field found after schema validation (a cursor that does not decode, a filter
 * naming an unknown list): the same code, message and `details.issues` shape as a schema error,
 * so a client handles both alike.
 */
export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, { issues: [{ field, message }] });
