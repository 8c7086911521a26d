import { renderPdf } from './export.pdf'
import type { ExportData } from './export.service'

export interface PdfTask {
  data: ExportData
  options: { appTitle: string; compress?: boolean }
}

/** A piscina worker's task: the PDF laid out on this thread, so the server's event loop stays free. */
export default async function renderPdfTask(task: PdfTask): Promise<Uint8Array> {
  return renderPdf(task.data, task.options)
}
