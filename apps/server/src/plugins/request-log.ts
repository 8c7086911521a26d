import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

const PROBES = new Set(['/healthz', '/readyz'])

/** Query parameters that carry secrets: reset and exchange tokens, OAuth codes and state. */
const SECRET_PARAMS = /([?&](?:token|code|state)=)[^&#]*/gi

/** The URL as logged: secret query values replaced, so no log holds a usable token. */
export function loggableUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAMS, '$1[redacted]') : url
}

/**
 * One structured line per request, written when it completes (Fastify's own "incoming" and
 * "completed" pair is replaced). Load-balancer probes log at debug so they do not flood the log.
 */
export class OneLinePerRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
    }
    if (error || reply.statusCode >= 500) reply.log.error({ ...line, err: error }, 'request')
    else if (PROBES.has(request.url)) reply.log.debug(line, 'request')
    else reply.log.info(line, 'request')
  }
}
