import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it, onTestFinished } from 'vitest'
import { pdfText } from '../../../test/pdf-text'
import { PdfRenderer, PdfRendersFullError, pdfWorkerFile } from './export.pdf-renderer'
import type { ExportData } from './export.service'

const serverRoot = fileURLToPath(new URL('../../../', import.meta.url))

const data: ExportData = {
  exportedAt: new Date('2025-07-20T17:00:00Z'),
  today: '2025-07-20',
  email: 'ada@campus.test',
  hideNumbers: false,
  weight: [{ date: '2025-07-15', weight: 177, goal_weight: null }],
}
const LATEST_WEIGHT = '177 lbs on 2025-07-15'

function renderer(workerFile?: URL, maxConcurrent = 2) {
  const pdfs = new PdfRenderer({ maxConcurrent, threads: 1 }, workerFile)
  onTestFinished(() => pdfs.close())
  return pdfs
}

describe('PdfRenderer', () => {
  it('lays a PDF out on a worker thread from the TypeScript source', async () => {
    const pdf = await renderer().render({ data, options: { appTitle: 'CampusPlate' } })
    expect(Buffer.isBuffer(pdf)).toBe(true)
    expect(pdfText(pdf)).toContain(LATEST_WEIGHT)
  })

  it('renders with the worker that the build bundles beside server.js', async () => {
    // Below dist/ (ignored by git and lint), so the bundle finds pdfkit in node_modules as dist/ does.
    await mkdir(join(serverRoot, 'dist'), { recursive: true })
    const outdir = await mkdtemp(join(serverRoot, 'dist', 'bundle-test-'))
    onTestFinished(() => rm(outdir, { recursive: true, force: true }))
    await promisify(execFile)(process.execPath, [join(serverRoot, 'build.mjs'), outdir])
    const bundledServer = pathToFileURL(join(outdir, 'server.js')).href
    const workerFile = pdfWorkerFile(bundledServer)
    expect(fileURLToPath(workerFile)).toBe(join(outdir, 'pdf-worker.js'))
    expect(existsSync(workerFile)).toBe(true)

    const pdf = await renderer(workerFile).render({ data, options: { appTitle: 'CampusPlate' } })

    expect(pdfText(pdf)).toContain(LATEST_WEIGHT)
  })

  it('refuses a render past its cap until a slot is released', () => {
    const pdfs = renderer(undefined, 2)
    const first = pdfs.reserve()
    pdfs.reserve()
    expect(() => pdfs.reserve()).toThrow(PdfRendersFullError)
    first.release()
    first.release()
    pdfs.reserve()
    expect(() => pdfs.reserve()).toThrow(PdfRendersFullError)
  })
})
