// `npm test`: runs the given npm scripts in turn, timing each, and stops at the first that fails, with its exit code.
import { spawnSync } from 'node:child_process'

const timings = []
const report = () => {
  for (const line of timings) console.log(`test: ${line}`)
}
for (const name of process.argv.slice(2)) {
  const started = Date.now()
  console.log(`test: ${name}`)
  const { status } = spawnSync('npm', ['run', name], { stdio: 'inherit' })
  const seconds = Math.round((Date.now() - started) / 1000)
  timings.push(`${name.padEnd(10)} ${String(seconds).padStart(5)} s`)
  console.log(`test: ${name} took ${seconds} s`)
  if (status !== 0) {
    report()
    process.exit(status ?? 1)
  }
}
report()
