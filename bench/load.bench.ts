// Lunch rush: two instances on one PostgreSQL and Redis, students ramping up to 500 (model in bench/support/load-driver.ts).
// Run: npm run bench:load [-- --students 500 --ramp 60 --duration 180 --think-ms 3000 --roll]; needs DATABASE_URL and REDIS_URL.
import { flag, runLoad } from './support/load-driver'
import { runBench } from './support/verdict'

const durationSeconds = flag('duration', 180)
await runBench('bench:load', () =>
  runLoad({
    label: 'load',
    students: flag('students', 500),
    rampSeconds: flag('ramp', 60),
    durationSeconds,
    thinkMs: flag('think-ms', 3000),
    ...(process.argv.includes('--roll') ? { rollAtSecond: Math.round(durationSeconds / 2) } : {}),
  }),
)
