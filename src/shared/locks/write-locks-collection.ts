import type { CollectionConfig } from 'payload'

export const WRITE_LOCKS_SLUG = 'write-locks'

/**
 * One row per rule that reads other rows before it writes (at most 3 pinned,
 * a new row goes last). A save updates its rule's row first: on PostgreSQL the
 * row lock makes a simultaneous save of the same rule wait until the first
 * commits. Never shown or served; only src/shared/locks touches it.
 */
export const WriteLocks: CollectionConfig = {
  slug: WRITE_LOCKS_SLUG,
  admin: { hidden: true },
  graphQL: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  timestamps: false,
  fields: [
    { name: 'rule', type: 'text', required: true, unique: true },
    { name: 'counter', type: 'number', defaultValue: 0, required: true },
  ],
}
