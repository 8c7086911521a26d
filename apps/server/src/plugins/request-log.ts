import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

const PROBES = new Set(['/healthz', '/readyz'])

const SECRET_PARAMS = /([?&](?:token|code|state)=)[^&#]*/gi

/** No log holds a usable token, OAuth code or state. */
export function loggableUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAMS, '$1[redacted]') : url
}

/** Replaces Fastify's "incoming" and "completed" pair; load-balancer probes log at debug so they do not flood the log. */
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
