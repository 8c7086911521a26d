import { AUTH_MESSAGES } from '@campusplate/shared'

/** Errors a service throws on purpose: each carries a status and a detail for a person. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail)
    this.name = new.target.name
  }
}

export class BadRequestError extends AppError {
  constructor(detail: string) {
    super(400, detail)
  }
}

export class NotFoundError extends AppError {
  constructor(detail = 'Not found') {
    super(404, detail)
  }
}

/** 409; `extra` goes into the body beside `detail` (the route's 409 schema declares it). */
export class ConflictError extends AppError {
  constructor(
    detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(409, detail)
  }
}

/** 503; with `retryAfterSeconds`, the answer says when to try again (`Retry-After`). */
export class ServiceUnavailableError extends AppError {
  constructor(
    detail = 'A service this needs is not available right now. Please try again shortly.',
    readonly retryAfterSeconds?: number,
  ) {
    super(503, detail)
  }
}

/** The one message a person sees while the database is down or not answering. */
export const DATABASE_UNAVAILABLE_DETAIL =
  'CampusPlate cannot reach its database right now. Please try again in a moment.'

/** 503 while the database is down, frozen or out of connections (docs/decisions/037). */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  constructor() {
    super(DATABASE_UNAVAILABLE_DETAIL)
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail = AUTH_MESSAGES.notAuthenticated) {
    super(401, detail)
  }
}

export class ForbiddenError extends AppError {
  constructor(detail = 'This request is not allowed.') {
    super(403, detail)
  }
}

/** 429 with the seconds after which a retry can succeed (sent as `Retry-After`). */
export class TooManyRequestsError extends AppError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, detail)
  }
}

/** 400 about one field, answered like a validation error: `{detail, errors: [{field, message}]}`. */
export class FieldError extends AppError {
  constructor(
    readonly field: string,
    readonly fieldMessage: string,
    detail = fieldMessage,
  ) {
    super(400, detail)
  }
}

/** The seconds a 429 or 503 tells the client to wait (`Retry-After`), when it says. */
export function retryAfterOf(error: AppError): number | undefined {
  return error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError
    ? error.retryAfterSeconds
    : undefined
}
