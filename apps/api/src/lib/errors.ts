/** One field-level validation problem. */
export interface FieldError {
  field: string;
  message: string;
}

/** An error that becomes the JSON answer `{code, message, errors?}` with its status. */
export class HttpError extends Error {
  /** HTTP status code, also sent as `code`. */
  readonly statusCode: number;
  /** Optional per-field problems (validation). */
  readonly errors: FieldError[] | undefined;
  constructor(statusCode: number, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

/** 404 helper with the contract's messages (`Trade not found`, …). */
export const notFound = (what = 'Not found') => new HttpError(404, what);
/** 401 for a missing, invalid, expired or revoked token. */
export const unauthorized = (message = 'Please authenticate') => new HttpError(401, message);
/** 403 when signed in without the right role. */
export const forbidden = () => new HttpError(403, 'Forbidden');
