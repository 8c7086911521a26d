import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import { ServiceUnavailableError } from '../../lib/errors'
import type { PdfTask } from './export.pdf-worker'

export interface PdfRenderSettings {
  /** Past it, exports answer 503. */
  maxConcurrent: number
  threads: number
}

/** A thread per core: they run niced, below the event loop. */
export const PDF_RENDER_DEFAULTS: PdfRenderSettings = {
  maxConcurrent: 8,
  threads: Math.min(4, availableParallelism()),
}

export const PDF_RENDERS_BUSY_RETRY_SECONDS = 5

/** The TypeScript source under tsx and vitest; the bundle's `pdf-worker.js` (apps/server/build.mjs) in a build. */
export function pdfWorkerFile(moduleUrl: string): URL {
  return moduleUrl.endsWith('.ts')
    ? new URL('./export.pdf-worker.ts', moduleUrl)
    : new URL('./pdf-worker.js', moduleUrl)
}

export class PdfRendersFullError extends ServiceUnavailableError {
  constructor() {
    super(
      'Many exports are being prepared right now. Please try again in a few seconds.',
      PDF_RENDERS_BUSY_RETRY_SECONDS,
    )
  }
}

/** Off the event loop (docs/decisions/051); workers start with the first export and stop after a minute idle. */
export class PdfRenderer {
  #running = 0
  readonly #pool: Piscina<PdfTask, Uint8Array>

  constructor(
    private readonly settings: PdfRenderSettings = PDF_RENDER_DEFAULTS,
    workerFile: URL = pdfWorkerFile(import.meta.url),
  ) {
    this.#pool = new Piscina({
      filename: workerFile.href,
      minThreads: 0,
      maxThreads: settings.threads,
      idleTimeout: 60_000,
      // The workers yield the CPU to the event loop (Linux nice value), so probes still answer.
      niceIncrement: 10,
      ...(workerFile.pathname.endsWith('.ts') ? { execArgv: ['--import', 'tsx'] } : {}),
    })
  }

  reserve(): { release(): void } {
    if (this.#running >= this.settings.maxConcurrent) throw new PdfRendersFullError()
    this.#running++
    let isReleased = false
    return {
      release: () => {
        if (isReleased) return
        isReleased = true
        this.#running--
      },
    }
  }

  async render(task: PdfTask): Promise<Buffer> {
    const pdf = await this.#pool.run(task)
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
  }

  close(): Promise<void> {
    return this.#pool.destroy()
  }
}
