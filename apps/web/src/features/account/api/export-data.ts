import { EXPORT_FILES, EXPORT_MESSAGES, type ExportRequest } from '@campusplate/shared'
import { useMutation } from '@tanstack/react-query'
import { apiDownload } from '@/lib/api-download'

/** docs/product.md#errors: 'Failed to generate PDF.' */
export class ExportFileError extends Error {}

/** A PDF request that does not come back as a PDF is refused rather than saved under the wrong name. */
export async function exportData(request: ExportRequest): Promise<{ blob: Blob; fileName: string }> {
  const file = await apiDownload('/api/export-data', 'blob', { method: 'POST', body: request })
  if (request.format === 'pdf' && !file.contentType.toLowerCase().startsWith('application/pdf')) {
    throw new ExportFileError(EXPORT_MESSAGES.pdfFailed)
  }
  // docs/product.md#calls
  return { blob: file.body, fileName: EXPORT_FILES[request.format].fileName }
}

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the click; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function useExportData() {
  return useMutation({
    mutationFn: exportData,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  })
}
