// Soak (not in CI): bench:load's model at a steady load, reporting whether each instance's memory grew.
// Run: npm run bench:soak [-- --minutes 30 --students 200]   (same variables as bench:load)
import { flag, runLoad } from './support/load-driver'
import { runBench } from './support/verdict'

await runBench('bench:soak', () =>
  runLoad({
    label: 'soak',
    students: flag('students', 200),
    rampSeconds: 30,
    durationSeconds: flag('minutes', 30) * 60,
    thinkMs: flag('think-ms', 3000),
    memoryEverySeconds: 60,
  }),
)
