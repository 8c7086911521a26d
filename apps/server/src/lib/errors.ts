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

export class ConflictError extends AppError {
  constructor(detail: string) {
    super(409, detail)
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(detail = 'A service this needs is not available right now. Please try again shortly.') {
    super(503, detail)
  }
}
