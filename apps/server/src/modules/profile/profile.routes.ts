import { ApiErrorSchema, AUTH_MESSAGES, CurrentUserSchema } from '@campusplate/shared'
import type { AppInstance } from '../../app-types'
import { UnauthorizedError } from '../../lib/errors'
import { findCurrentUser } from './profile.repository'

export async function profileRoutes(app: AppInstance) {
  app.get(
    '/api/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user: e-mail and profile',
        response: { 200: CurrentUserSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const user = await findCurrentUser(app.db, request.user.id)
      // The account was deleted between the session check and this query.
      if (!user) throw new UnauthorizedError(AUTH_MESSAGES.notAuthenticated)
      return user
    },
  )
}
