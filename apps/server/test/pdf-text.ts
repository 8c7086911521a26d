import { inflateSync } from 'node:zlib'

function contentStreams(pdf: Buffer): Buffer[] {
  const streams: Buffer[] = []
  let at = 0
  for (;;) {
    const start = pdf.indexOf('stream\n', at, 'latin1')
    if (start < 0) return streams
    const end = pdf.indexOf('\nendstream', start, 'latin1')
    if (end < 0) return streams
    const raw = pdf.subarray(start + 'stream\n'.length, end)
    try {
      streams.push(inflateSync(raw))
    } catch {
      streams.push(raw)
    }
    // Past the whole keyword: 'endstream\n' holds 'stream\n' too.
    at = end + '\nendstream'.length
  }
}

/**
 * The text a PDF made by pdfkit shows, one line per text-showing operation: enough to check a
 * report's words without a PDF library. Reads the hex strings of `TJ` operations in every content
 * stream (inflated when compressed), which is how pdfkit writes the standard fonts' text.
 */
export function pdfText(pdf: Buffer): string {
  return contentStreams(pdf).map(streamText).filter(Boolean).join('\n')
}

/** The text of each content stream that shows any, in order: one a page for a pdfkit report. */
export function pdfPageTexts(pdf: Buffer): string[] {
  return contentStreams(pdf).map(streamText).filter(Boolean)
}

function streamText(stream: Buffer): string {
  const lines: string[] = []
  for (const operation of stream.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const pieces = [...(operation[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
    lines.push(pieces.map((piece) => Buffer.from(piece[1] ?? '', 'hex').toString('latin1')).join(''))
  }
  return lines.join('\n')
}

/** How many times a content stream draws a path segment (`l` operators): the chart's line. */
export function pdfLineSegments(pdf: Buffer): number {
  let count = 0
  for (const stream of contentStreams(pdf)) count += stream.toString('latin1').match(/ l\n/g)?.length ?? 0
  return count
}
