import { AUTH_RULE_MESSAGES } from '@campusplate/shared'

/** Thrown on purpose: a status and a detail for a person. */
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

/** `extra` goes into the body beside `detail` (the route's 409 schema declares it). */
export class ConflictError extends AppError {
  constructor(
    detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(409, detail)
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(
    detail = 'A service this needs is not available right now. Please try again shortly.',
    readonly retryAfterSeconds?: number,
  ) {
    super(503, detail)
  }
}

export const DATABASE_UNAVAILABLE_DETAIL =
  'CampusPlate cannot reach its database right now. Please try again in a moment.'

/** docs/decisions/037 */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  constructor() {
    super(DATABASE_UNAVAILABLE_DETAIL)
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail = AUTH_RULE_MESSAGES.notAuthenticated) {
    super(401, detail)
  }
}

export class ForbiddenError extends AppError {
  constructor(detail = 'This request is not allowed.') {
    super(403, detail)
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, detail)
  }
}

/** Answered like a validation error: `{detail, errors: [{field, message}]}`. */
export class FieldError extends AppError {
  constructor(
    readonly field: string,
    readonly fieldMessage: string,
    detail = fieldMessage,
  ) {
    super(400, detail)
  }
}

export function retryAfterOf(error: AppError): number | undefined {
  return error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError
    ? error.retryAfterSeconds
    : undefined
}
