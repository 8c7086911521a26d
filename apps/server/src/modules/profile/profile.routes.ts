import {
  AUTH_RULE_MESSAGES,
  birthdayIssue,
  CurrentUserSchema,
  EnergyTargetResponseSchema,
  energyTarget,
  isImageHostAllowed,
  ProfileSchema,
  ProfileUpdateSchema,
  STORED_IMAGE_URL_MESSAGE,
  storableImageUrl,
  WeightLogCreateSchema,
  WeightLogEntrySchema,
  WeightLogListSchema,
  WeightLogQuerySchema,
} from '@campusplate/shared'
import type { AppInstance } from '../../app-types'
import { campusToday } from '../../lib/campus-dates'
import { FieldError, UnauthorizedError } from '../../lib/errors'
import { errorResponses } from '../../lib/route-schema'
import { findCurrentUser, findProfile, updateProfile } from './profile.repository'
import { listWeights, recordWeight } from './weight-log.repository'

/** Over twice the largest profile a client can send; photos are uploaded, never sent here (docs/decisions/050). */
export const PROFILE_BODY_LIMIT = 32 * 1024
const WEIGHT_LOG_BODY_LIMIT = 1024

function accountGone(): never {
  // The account was deleted between the session check and this query.
  throw new UnauthorizedError(AUTH_RULE_MESSAGES.notAuthenticated)
}

export async function profileRoutes(app: AppInstance) {
  app.get(
    '/api/profile',
    {
      onRequest: app.requireUser,
      config: { noStore: true },
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user: e-mail and profile',
        response: { 200: CurrentUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      return (await findCurrentUser(app.db, request.user.id)) ?? accountGone()
    },
  )

  app.put(
    '/api/profile',
    {
      bodyLimit: PROFILE_BODY_LIMIT,
      onRequest: app.requireUser,
      config: { noStore: true },
      schema: {
        tags: ['profile'],
        summary: 'Change the profile fields sent (any subset, with name and image); the others stay as they are',
        body: ProfileUpdateSchema,
        response: { 200: ProfileSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const now = app.now()
      const { birthday, image } = request.body
      if (birthday !== undefined) {
        const issue = birthdayIssue(birthday, campusToday(app.config.campusTz, now))
        if (issue) throw new FieldError('birthday', issue, `birthday: ${issue}`)
      }
      const imageHost = image ? storableImageUrl(image)?.host : null
      if (imageHost && !isImageHostAllowed(imageHost, app.config.imageHosts)) {
        throw new FieldError('image', STORED_IMAGE_URL_MESSAGE, `image: ${STORED_IMAGE_URL_MESSAGE}`)
      }
      const outcome = (await updateProfile(app.db, request.user.id, request.body, now)) ?? accountGone()
      if ('message' in outcome)
        throw new FieldError(outcome.field, outcome.message, `${outcome.field}: ${outcome.message}`)
      return outcome
    },
  )

  app.get(
    '/api/profile/energy-target',
    {
      onRequest: app.requireUser,
      config: { noStore: true },
      schema: {
        tags: ['profile'],
        summary: 'The daily energy target and what explains it; an incomplete profile lists what is missing',
        response: { 200: EnergyTargetResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const profile = (await findProfile(app.db, request.user.id)) ?? accountGone()
      return energyTarget(profile, campusToday(app.config.campusTz, app.now()))
    },
  )

  app.post(
    '/api/weight-log',
    {
      bodyLimit: WEIGHT_LOG_BODY_LIMIT,
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary:
          'Record today’s weight (campus day) with the current goal weight; a second entry the same day replaces it',
        body: WeightLogCreateSchema,
        response: { 200: WeightLogEntrySchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const now = app.now()
      const today = campusToday(app.config.campusTz, now)
      return (await recordWeight(app.db, request.user.id, today, request.body.weight, now)) ?? accountGone()
    },
  )

  app.get(
    '/api/weight-log',
    {
      onRequest: app.requireUser,
      config: { noStore: true },
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user’s weights from start_date through end_date, oldest first',
        querystring: WeightLogQuerySchema,
        response: { 200: WeightLogListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      return listWeights(app.db, request.user.id, request.query.start_date, request.query.end_date)
    },
  )
}
