import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The apps/server folder, found from this file whether it runs from src/ or from the dist/ bundle. */
function findServerRoot(start: string): string {
  for (let dir = start; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@campusplate/server') return dir
  }
  throw new Error('Cannot find the @campusplate/server package folder')
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname)
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'src', 'db', 'migrations')
export const WEB_DIST_DIR = join(SERVER_ROOT, '..', 'web', 'dist')
export const COMMON_PASSWORDS_FILE = join(SERVER_ROOT, 'src', 'modules', 'auth', 'data', 'common-passwords.txt')
