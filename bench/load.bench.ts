/**
 * Lunch rush: two instances of the built server on one PostgreSQL and one Redis, and simulated
 * students ramping up to 500 at once (bench/support/load-driver.ts has the model). Prints
 * throughput, p50/p95/p99 per call, errors by status, each process's CPU and peak memory, and
 * checks that every acknowledged save is in the database byte for byte.
 * Targets: 0 errors, p95 under 100 ms for menu reads and under 250 ms for saves.
 *
 * Run: npm run bench:load [-- --students 500 --ramp 60 --duration 180 --think-ms 3000 --roll]
 *   DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres): a scratch database is created there
 *   and dropped after; REDIS_URL (redis://127.0.0.1:6379); RATE_LIMIT_SCALE (1000) for the servers.
 *   --roll SIGTERMs instance B half-way through and starts a new one on its port.
 */
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
