/** How the rows a table holds differ from the rows wanted, matched by key. */
export interface IdDiff<Held, Wanted> {
  /** Wanted rows with no held row of their key, in wanted order. */
  added: Wanted[]
  /** Wanted rows whose held row differs, in wanted order. */
  changed: Wanted[]
  /** Held rows no wanted row keeps, in held order. */
  gone: Held[]
}

export function diffById<Held, Wanted, K extends keyof Held & keyof Wanted>(
  existing: readonly Held[],
  incoming: readonly Wanted[],
  key: K,
  isSame: (held: Held, wanted: Wanted) => boolean,
): IdDiff<Held, Wanted> {
  const held = new Map<unknown, Held>(existing.map((row) => [row[key], row]))
  const wantedKeys = new Set<unknown>(incoming.map((row) => row[key]))
  const added: Wanted[] = []
  const changed: Wanted[] = []
  for (const row of incoming) {
    const old = held.get(row[key])
    if (old === undefined) added.push(row)
    else if (!isSame(old, row)) changed.push(row)
  }
  return { added, changed, gone: existing.filter((row) => !wantedKeys.has(row[key])) }
}

export function isEmptyDiff(diff: IdDiff<unknown, unknown>): boolean {
  return diff.added.length === 0 && diff.changed.length === 0 && diff.gone.length === 0
}
