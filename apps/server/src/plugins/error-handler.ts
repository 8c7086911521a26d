import { AUTH_MESSAGES } from '@campusplate/shared'
import type { FastifyError, FastifyInstance } from 'fastify'
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
  401: AUTH_MESSAGES.notAuthenticated,
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

/**
 * One place maps errors to answers (STYLE "Errors, end to end"): validation → 400 with fields,
 * AppError → its status and detail, framework 4xx → a plain message, a database that is down or not
 * answering → 503 (docs/decisions/037), anything else → a generic 500
 * with the error logged. No stack trace or SQL reaches the client.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: fieldOf(issue.instancePath, error.validationContext),
          message: issue.message,
        }))
        const first = errors[0]
        const detail = first ? `${first.field}: ${first.message}` : 'The request is not valid.'
        return reply.code(400).send({ detail, errors })
      }
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.detail)
        const retryAfterSeconds = retryAfterOf(error)
        if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds))
        if (error instanceof FieldError) {
          return reply
            .code(400)
            .send({ detail: error.detail, errors: [{ field: error.field, message: error.fieldMessage }] })
        }
        if (error instanceof ConflictError) return reply.code(409).send({ ...error.extra, detail: error.detail })
        return reply.code(error.statusCode).send({ detail: error.detail })
      }
      if (isDatabaseUnavailable(error)) {
        const unavailable = new DatabaseUnavailableError()
        request.log.warn({ err: error }, 'database unavailable')
        return reply.code(unavailable.statusCode).send({ detail: unavailable.detail })
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        const detail = FRIENDLY_BY_CODE[error.code] ?? FRIENDLY_BY_STATUS[status] ?? 'The request is not valid.'
        return reply.code(status).send({ detail })
      }
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' })
    })
  },
  { name: 'error-handler' },
)
