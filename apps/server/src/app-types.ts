import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

/** The Fastify instance every module receives: zod schemas type its requests and replies. */
export type AppInstance = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>
