import { readFileSync } from 'node:fs'
import { hash, verify } from '@node-rs/argon2'
import { COMMON_PASSWORDS_FILE } from '../../lib/paths'

/** OWASP's baseline argon2id cost; the PHC string records it, so raising it later keeps old hashes verifiable. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

/** Verified when there is no account, so "no such user" costs the same time. */
let dummyHash: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(`no account ${Math.random()}`)
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** data/common-passwords.txt, read once (AUTH_RULE_MESSAGES.passwordCommon). */
let commonPasswords: Set<string> | undefined

function loadCommonPasswords(): Set<string> {
  const lines = readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n')
  return new Set(lines.map((line) => line.trim().toLowerCase()).filter((line) => line !== '' && !line.startsWith('#')))
}

/** Whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords()
  return commonPasswords.has(password.toLowerCase())
}

/** At start-up rather than on the first registration. */
export function preloadCommonPasswords(): number {
  commonPasswords ??= loadCommonPasswords()
  return commonPasswords.size
}
