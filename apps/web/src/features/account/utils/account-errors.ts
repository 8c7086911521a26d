import { ACCOUNT_MESSAGES, EXPORT_MESSAGES, RECENT_PROOF_MESSAGES } from '@campusplate/shared'
import { ApiError } from '@/lib/api-client'
import { ExportFileError } from '../api/export-data'
import { ACCOUNT_UI } from '../messages'

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null)

/** docs/product.md#errors Photo: too large, not an image, the network message, else the generic failure. */
export function photoErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return ACCOUNT_UI.networkError
  if (statusOf(error) === 413) return ACCOUNT_MESSAGES.imageFileTooLarge
  if (statusOf(error) === 415) return ACCOUNT_MESSAGES.imageInvalidFormat
  return ACCOUNT_MESSAGES.imageUploadFailed
}

/** docs/product.md#errors Name: a refused name, the network message, else the generic failure. */
export function nameErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return ACCOUNT_UI.networkError
  if (statusOf(error) === 400) return ACCOUNT_UI.nameInvalidFormat
  return ACCOUNT_UI.nameUpdateFailed
}

/** docs/product.md#errors Email: already in use, the network message, a refused address, else the generic failure. */
export function emailErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return ACCOUNT_UI.networkError
  if (statusOf(error) === 409) return ACCOUNT_MESSAGES.emailInUse
  if (statusOf(error) === 400) return ACCOUNT_UI.emailInvalidFormat
  return ACCOUNT_UI.emailUpdateFailed
}

/** docs/product.md#errors Password. */
export function passwordErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return ACCOUNT_UI.networkError
  if (error instanceof ApiError && error.hasServerDetail) return error.detail
  if (statusOf(error) === 400) return ACCOUNT_MESSAGES.passwordTooWeak
  return ACCOUNT_UI.passwordUpdateFailed
}

/** docs/product.md#errors Export: the server's error, 'Failed to generate PDF.' for a PDF that is not one, else the failure. */
export function exportErrorMessage(error: unknown): string {
  if (error instanceof ExportFileError) return EXPORT_MESSAGES.pdfFailed
  if (error instanceof ApiError && error.hasServerDetail) return error.detail
  return EXPORT_MESSAGES.exportFailed
}

/** docs/product.md#errors Delete: the detail or 'Failed to delete account'. */
export function deleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.hasServerDetail) return error.detail
  return ACCOUNT_MESSAGES.deleteFailed
}

export type RecentProof = 'password' | 'google'

/** The proof a 403 asks for when the session has not proved who is there lately (docs/decisions/054); null for any other error. */
export function recentProofNeeded(error: unknown): RecentProof | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null
  if (error.detail === RECENT_PROOF_MESSAGES.passwordNeeded) return 'password'
  if (error.detail === RECENT_PROOF_MESSAGES.googleNeeded) return 'google'
  return null
}
