import { describe, expect, it } from 'vitest'
import { diffById, isEmptyDiff } from './diff-by-id'

type Row = { id: string; v: number }
const sameV = (held: Row, wanted: Row) => held.v === wanted.v

describe('diffById', () => {
  it.each<{ name: string; existing: Row[]; incoming: Row[]; added: string[]; changed: string[]; gone: string[] }>([
    { name: 'nothing on either side', existing: [], incoming: [], added: [], changed: [], gone: [] },
    {
      name: 'all new',
      existing: [],
      incoming: [
        { id: 'a', v: 1 },
        { id: 'b', v: 2 },
      ],
      added: ['a', 'b'],
      changed: [],
      gone: [],
    },
    {
      name: 'all gone',
      existing: [
        { id: 'a', v: 1 },
        { id: 'b', v: 2 },
      ],
      incoming: [],
      added: [],
      changed: [],
      gone: ['a', 'b'],
    },
    {
      name: 'the same rows in another order',
      existing: [
        { id: 'a', v: 1 },
        { id: 'b', v: 2 },
      ],
      incoming: [
        { id: 'b', v: 2 },
        { id: 'a', v: 1 },
      ],
      added: [],
      changed: [],
      gone: [],
    },
    {
      name: 'new, changed, kept and gone at once, each in its side’s order',
      existing: [
        { id: 'gone2', v: 0 },
        { id: 'kept', v: 1 },
        { id: 'changed', v: 2 },
        { id: 'gone1', v: 0 },
      ],
      incoming: [
        { id: 'new2', v: 5 },
        { id: 'changed', v: 3 },
        { id: 'kept', v: 1 },
        { id: 'new1', v: 4 },
      ],
      added: ['new2', 'new1'],
      changed: ['changed'],
      gone: ['gone2', 'gone1'],
    },
  ])('$name', ({ existing, incoming, added, changed, gone }) => {
    const diff = diffById(existing, incoming, 'id', sameV)
    expect(diff.added.map((r) => r.id)).toEqual(added)
    expect(diff.changed.map((r) => r.id)).toEqual(changed)
    expect(diff.gone.map((r) => r.id)).toEqual(gone)
    expect(isEmptyDiff(diff)).toBe(added.length + changed.length + gone.length === 0)
  })

  it('returns the wanted rows themselves for new and changed ones, and the held rows for gone ones', () => {
    const held = { id: 'x', v: 1, note: 'held' }
    const gone = { id: 'y', v: 1, note: 'held' }
    const wanted = { id: 'x', v: 2, note: 'wanted' }
    const diff = diffById([held, gone], [wanted], 'id', (a, b) => a.v === b.v)
    expect(diff.changed[0]).toBe(wanted)
    expect(diff.gone[0]).toBe(gone)
  })

  it('compares on the key it is given', () => {
    const diff = diffById([{ id: '1', code: 'a', v: 1 }], [{ id: '2', code: 'a', v: 1 }], 'code', sameV)
    expect(isEmptyDiff(diff)).toBe(true)
  })
})
