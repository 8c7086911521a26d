import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppInstance } from '../../app-types'
import { findUserByEmail } from './auth.repository'
import { flowCookieOptions } from './campus.routes'
import { DEVICE_TOKEN_TTL_MS, isTrustedDevice, trustDevice } from './devices'

/** A browser that signed in to an account has its own sign-in limit, so guesses elsewhere cannot lock it out. */
const DEVICE_COOKIE = 'cp_device'
export const LOGIN_PATH = '/auth/login'
const MAX_DEVICE_TOKEN_LENGTH = 100

function deviceToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[DEVICE_COOKIE]
  return token && token.length <= MAX_DEVICE_TOKEN_LENGTH ? token : undefined
}

async function isDeviceOf(app: AppInstance, request: FastifyRequest, email: string): Promise<boolean> {
  const token = deviceToken(request)
  return token !== undefined && (await isTrustedDevice(app.db, token, email, app.now()))
}

/** After a sign-in with the password: a browser new to the account is remembered from now on. */
export async function rememberDevice(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  email: string,
): Promise<void> {
  if (await isDeviceOf(app, request, email)) return
  const token = await trustDevice(app.db, userId, app.now())
  reply.setCookie(DEVICE_COOKIE, token, flowCookieOptions(app, LOGIN_PATH, DEVICE_TOKEN_TTL_MS / 1000))
}

/** What the sign-in limits ask of the account an e-mail names. */
export function accountLookups(app: AppInstance) {
  return {
    trustedDevice: async (request: FastifyRequest, email: string) =>
      (await isDeviceOf(app, request, email)) ? deviceToken(request) : undefined,
    accountId: async (email: string) => (await findUserByEmail(app.db, email))?.id,
  }
}
