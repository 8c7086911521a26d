// `npm test`: runs the given npm scripts in turn, timing each, and stops at the first that fails, with its exit code.
// `a+b` runs a and b side by side (the type check and lint wait on little but the CPU the tests leave idle).
import { spawn } from 'node:child_process'

const run = (name) =>
  new Promise((resolve) => {
    spawn('npm', ['run', name], { stdio: 'inherit' }).on('close', (status) => resolve(status ?? 1))
  })

const timings = []
const report = () => {
  for (const line of timings) console.log(`test: ${line}`)
}
for (const phase of process.argv.slice(2)) {
  const started = Date.now()
  console.log(`test: ${phase}`)
  const statuses = await Promise.all(phase.split('+').map(run))
  const seconds = Math.round((Date.now() - started) / 1000)
  timings.push(`${phase.padEnd(10)} ${String(seconds).padStart(5)} s`)
  console.log(`test: ${phase} took ${seconds} s`)
  const failed = statuses.find((status) => status !== 0)
  if (failed !== undefined) {
    report()
    process.exit(failed)
  }
}
report()
