import {
  ACCOUNT_MESSAGES,
  AccountOkSchema,
  PROFILE_IMAGE_MAX_BYTES,
  ProfileImageDeleteRequestSchema,
  ProfileImageUploadResponseSchema,
} from '@campusplate/shared'
import multipart from '@fastify/multipart'
import { z } from 'zod'
import type { AppInstance } from '../../app-types'
import { AppError, BadRequestError, NotFoundError } from '../../lib/errors'
import { errorResponses } from '../../lib/route-schema'
import { ImageTooLargeError, normalizeProfileImage, STORED_IMAGE_TYPE } from './profile-image'
import {
  deleteOwnImage,
  findImage,
  imageIdOf,
  imageUrlOf,
  insertImage,
  parseImageFileName,
} from './profile-image.repository'

/** Room for the multipart boundaries and part headers around a photo of the largest allowed size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024

/** Each upload has a new URL; shared caches may not keep it, so a deleted photo is gone within the hour. */
const PHOTO_CACHE_CONTROL = 'private, max-age=3600'

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code
}

/** docs/product.md#photo and #calls: stored in PostgreSQL, so every instance serves them. */
export async function profileImageRoutes(app: AppInstance) {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: true,
  })

  app.post(
    '/api/profile/image',
    {
      onRequest: [
        app.requireUser,
        // A declared length past the limit is refused before reading; a chunked body is cut off by the multipart limit.
        async (request) => {
          const declared = Number(request.headers['content-length'] ?? 0)
          if (declared > PROFILE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw new ImageTooLargeError()
        },
      ],
      schema: {
        tags: ['account'],
        summary: 'Upload a profile photo (multipart field `image`, at most 5 MB); returns its URL',
        consumes: ['multipart/form-data'],
        response: { 200: ProfileImageUploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(415, ACCOUNT_MESSAGES.imageInvalidFormat)
      let upload: Buffer | undefined
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'image' && upload === undefined) {
            upload = await part.toBuffer()
          } else if (part.type === 'file') {
            part.file.resume()
          }
        }
      } catch (error) {
        if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new ImageTooLargeError()
        throw error
      }
      if (!upload || upload.length === 0) throw new BadRequestError(ACCOUNT_MESSAGES.imageInvalidType)
      const data = await normalizeProfileImage(upload)
      const id = await insertImage(
        app.db,
        request.user.id,
        { contentType: STORED_IMAGE_TYPE.contentType, data },
        app.now(),
      )
      return { url: imageUrlOf({ id }, STORED_IMAGE_TYPE.extension) }
    },
  )

  app.delete(
    '/api/profile/image',
    {
      bodyLimit: 8 * 1024,
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: "Delete one of the caller's uploaded photos; another user's is not found",
        body: ProfileImageDeleteRequestSchema,
        response: { 200: AccountOkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const imageId = imageIdOf(request.body.imageUrl, app.config.publicUrl)
      if (!imageId) throw new NotFoundError('Image not found')
      const outcome = await deleteOwnImage(app.db, request.user.id, imageId)
      // Another user's image answers as an unknown one: the answer tells nothing about other accounts.
      if (outcome !== 'deleted') throw new NotFoundError('Image not found')
      return { ok: true as const }
    },
  )

  app.get(
    '/static/images/:fileName',
    {
      schema: {
        tags: ['account'],
        summary: 'An uploaded profile photo',
        params: z.object({ fileName: z.string().max(60) }),
      },
    },
    async (request, reply) => {
      const file = parseImageFileName(request.params.fileName)
      const image = file && (await findImage(app.db, file.id))
      if (!file || !image || file.extension !== STORED_IMAGE_TYPE.extension) throw new NotFoundError('Image not found')
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', PHOTO_CACHE_CONTROL)
        .header('content-length', image.data.length)
        .send(image.data)
    },
  )
}
