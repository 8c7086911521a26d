import { Writable } from 'node:stream'

/** A log stream for `buildTestApp({ logLevel }, { logStream })` whose lines a test reads back. */
export function logCollector() {
  const collected = { text: '' }
  const stream = new Writable({
    write(chunk, _encoding, done) {
      collected.text += chunk.toString()
      done()
    },
  })
  const lines = () =>
    collected.text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  return { stream, collected, lines }
}
