import { ApiErrorSchema, AUTH_RULE_MESSAGES } from '@campusplate/shared'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/unavailable'
import { AppError, ConflictError, DatabaseUnavailableError, FieldError, retryAfterOf } from '../lib/errors'

const FRIENDLY_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
}

const FRIENDLY_BY_STATUS: Record<number, string> = {
  400: 'The request is not valid.',
  401: AUTH_RULE_MESSAGES.notAuthenticated,
  403: 'This request is not allowed.',
  404: 'Not found',
  405: 'This method is not allowed here.',
  413: 'The request body is too large.',
  415: 'This content type is not supported.',
  429: 'Too many requests. Please wait a moment and try again.',
}

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.')
  return path || (context ?? 'request')
}

export interface ErrorAnswer {
  status: number
  detail: string
  /** The validation error's list, a conflict's extra fields. */
  extra: Record<string, unknown>
}

/** No stack trace or SQL reaches the client, and only our own 5xx is logged as an error (docs/decisions/037). */
export function errorAnswerOf(error: FastifyError, request: FastifyRequest, reply: FastifyReply): ErrorAnswer {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      field: fieldOf(issue.instancePath, error.validationContext),
      message: issue.message,
    }))
    const first = errors[0]
    const detail = first ? `${first.field}: ${first.message}` : 'The request is not valid.'
    return { status: 400, detail, extra: { errors } }
  }
  if (error instanceof AppError) {
    // A 503 of ours is a busy or missing dependency, said to the client; other 5xx are faults.
    if (error.statusCode === 503) request.log.warn({ err: error }, error.detail)
    else if (error.statusCode >= 500) request.log.error({ err: error }, error.detail)
    const retryAfterSeconds = retryAfterOf(error)
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds))
    if (error instanceof FieldError) {
      return {
        status: 400,
        detail: error.detail,
        extra: { errors: [{ field: error.field, message: error.fieldMessage }] },
      }
    }
    if (error instanceof ConflictError) return { status: 409, detail: error.detail, extra: error.extra }
    return { status: error.statusCode, detail: error.detail, extra: {} }
  }
  if (isDatabaseUnavailable(error)) {
    const unavailable = new DatabaseUnavailableError()
    request.log.warn({ err: error }, 'database unavailable')
    return { status: unavailable.statusCode, detail: unavailable.detail, extra: {} }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const detail = FRIENDLY_BY_CODE[error.code] ?? FRIENDLY_BY_STATUS[status] ?? 'The request is not valid.'
    return { status, detail, extra: {} }
  }
  request.log.error({ err: error }, 'request failed')
  return { status: 500, detail: 'Something went wrong on our side. Please try again.', extra: {} }
}

/** The body parser may refuse these with 400, 413 or 415. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Routes gain the error answers they do not declare, so all are checked and in the OpenAPI document (docs/decisions/050). */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!route.schema || route.schema.hide) return
      const hasBody = [route.method].flat().some((method) => BODY_METHODS.has(method))
      route.schema.response ??= {}
      const response = route.schema.response as Record<string, unknown>
      for (const status of hasBody ? [400, 413, 415, 500, 503] : [500, 503]) {
        if (!(status in response)) response[status] = ApiErrorSchema
      }
    })
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const answer = errorAnswerOf(error, request, reply)
      return reply.code(answer.status).send({ ...answer.extra, detail: answer.detail })
    })
  },
  { name: 'error-handler' },
)
