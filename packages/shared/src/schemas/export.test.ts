import { describe, expect, it } from 'vitest'
import { EXPORT_MESSAGES } from '../constants/export'
import { ExportRequestSchema } from './export'

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message
}

describe('ExportRequestSchema', () => {
  const all = { weight: true, meals: true, profile: true }

  it.each(['csv', 'pdf', 'json'])('accepts the format %s', (format) => {
    expect(ExportRequestSchema.safeParse({ format, selections: all }).success).toBe(true)
  })

  it.each([
    [{ format: 'xml', selections: all }, EXPORT_MESSAGES.formatInvalid],
    [{ format: 'csv', selections: { weight: 'yes', meals: true, profile: true } }, EXPORT_MESSAGES.selectionsInvalid],
    [{ format: 'csv', selections: { ...all, extra: true } }, EXPORT_MESSAGES.selectionsInvalid],
    [{ format: 'csv', selections: null }, EXPORT_MESSAGES.selectionsInvalid],
    [{ format: 'csv', selections: { weight: false, meals: false, profile: false } }, EXPORT_MESSAGES.nothingSelected],
  ])('refuses %j', (body, message) => {
    expect(firstMessage(ExportRequestSchema.safeParse(body))).toBe(message)
  })
})
