import { z } from 'zod/mini'

/**
 * The page's CSP allows no eval (docs/product.md#security). zod compiles a fast parser for each object
 * schema with `new Function` where it may, and probes for that once; under the CSP the probe
 * fails, and the browser reports a policy violation although zod catches it. Jitless, it never
 * probes. The build keeps it in zod's own chunk, which runs whole before any module that imports
 * zod, so it runs before any schema is built; lib/schemas.ts imports it for the test runner and
 * the dev server, which have no chunks. The server keeps the compiled parsers.
 */
z.config({ jitless: true })
