/**
 * Soak (not in CI): the load of bench:load at a steady 200 students for --minutes (30), printing
 * each instance's memory every minute and ending with whether it grew (the last third of the
 * samples against the middle third; the first third is warm-up).
 *
 * Run: npm run bench:soak [-- --minutes 30 --students 200]   (same variables as bench:load)
 */
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
