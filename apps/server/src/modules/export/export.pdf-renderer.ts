import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import { ServiceUnavailableError } from '../../lib/errors'
import type { PdfTask } from './export.pdf-worker'

export interface PdfRenderSettings {
  /** Renders running or waiting for a thread on this instance; past it, exports answer 503. */
  maxConcurrent: number
  /** Worker threads that lay PDFs out. */
  threads: number
}

/** A thread per core (they run niced, below the event loop); more renders wait for a thread. */
export const PDF_RENDER_DEFAULTS: PdfRenderSettings = {
  maxConcurrent: 8,
  threads: Math.min(4, availableParallelism()),
}

/** Said to a client turned away while the instance's renders are all taken. */
export const PDF_RENDERS_BUSY_RETRY_SECONDS = 5

/**
 * The worker's file: the TypeScript source under tsx and vitest, the bundle's `pdf-worker.js`
 * (apps/server/build.mjs) beside `server.js` when running from the build.
 */
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

/**
 * PDF exports laid out on worker threads (docs/decisions/051), at most `maxConcurrent` at a time per
 * instance. Workers start with the first export and stop after a minute idle.
 */
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
      // A worker loads the TypeScript source through tsx; the bundle needs nothing.
      ...(workerFile.pathname.endsWith('.ts') ? { execArgv: ['--import', 'tsx'] } : {}),
    })
  }

  /** Holds a render slot until `release`; throws PdfRendersFullError when none is free. */
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
