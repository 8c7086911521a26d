import { z } from 'zod/mini'
import { AUTH_RULE_MESSAGES } from '../constants/auth-messages'
import { EMAIL_MAX_LENGTH, NewPasswordSchema, PASSWORD_MAX_LENGTH } from './auth'
import { textSchema } from './common'

/** docs/product.md#email, #password, #photo and #error-messages, word for word. */
export const ACCOUNT_MESSAGES = {
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Please enter a valid email address',
  emailInUse: 'This email address is already in use.',
  emailUpdated: 'Email updated! Redirecting to login...',
  currentPasswordRequired: AUTH_RULE_MESSAGES.currentPasswordRequired,
  currentPasswordIncorrect: 'Current password is incorrect.',
  passwordTooWeak: 'Password is too weak. Please choose a stronger password.',
  passwordsDoNotMatch: AUTH_RULE_MESSAGES.passwordsDoNotMatch,
  passwordUpdated: 'Password updated successfully!',
  imageTooLarge: 'Image must be smaller than 5MB',
  imageInvalidType: 'Please select a valid image file',
  imageReadFailed: 'Failed to read image file',
  imageFileTooLarge: 'Image file is too large. Please select a smaller image.',
  imageInvalidFormat: 'Invalid image format. Please select a JPG, PNG, or GIF image.',
  imageUploadFailed: 'Failed to upload image. Please try again.',
  imageUpdated: 'Profile image updated!',
  deleteConfirmation: 'DELETE',
  deleteFailed: 'Failed to delete account',
} as const

/** docs/product.md#constants */
export const PROFILE_IMAGE_MAX_BYTES = 5_242_880

/** docs/product.md#photo kinds of image accepted, by content. */
export const PROFILE_IMAGE_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const
export const PROFILE_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const

/** Longest side of a stored profile photo, in pixels. */
export const PROFILE_IMAGE_MAX_SIDE_PX = 512

/** docs/product.md#email */
export const AccountEmailSchema = z.pipe(
  textSchema(ACCOUNT_MESSAGES.emailEmpty).check(
    z.trim(),
    z.minLength(1, ACCOUNT_MESSAGES.emailEmpty),
    z.maxLength(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.emailInvalid),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, ACCOUNT_MESSAGES.emailInvalid),
  ),
  z.transform((email) => email.toLowerCase()),
)

export const EmailChangeRequestSchema = z.object({ email: AccountEmailSchema })
export type EmailChangeRequest = z.infer<typeof EmailChangeRequestSchema>

/** docs/product.md#password; the server requires `current_password` whenever the account has a password. */
export const ChangePasswordRequestSchema = z.object({
  current_password: z.optional(
    textSchema(ACCOUNT_MESSAGES.currentPasswordRequired).check(
      z.maxLength(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.currentPasswordIncorrect),
    ),
  ),
  new_password: NewPasswordSchema,
})
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>

export const AccountSchema = z.object({
  email: z.string(),
  has_password: z.boolean(),
  has_google: z.boolean(),
})
export type Account = z.infer<typeof AccountSchema>

export const ProfileImageUploadResponseSchema = z.object({ url: z.string() })
export type ProfileImageUploadResponse = z.infer<typeof ProfileImageUploadResponseSchema>

/** `DELETE /api/profile/image {imageUrl}`: removes one of the caller's own uploaded images. */
export const ProfileImageDeleteRequestSchema = z.object({
  imageUrl: textSchema('imageUrl is required').check(z.minLength(1, 'imageUrl is required'), z.maxLength(2_000)),
})
export type ProfileImageDeleteRequest = z.infer<typeof ProfileImageDeleteRequestSchema>

export const AccountOkSchema = z.object({ ok: z.literal(true), detail: z.optional(z.string()) })
export type AccountOk = z.infer<typeof AccountOkSchema>
