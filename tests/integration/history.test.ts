import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniqueSlug } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/** The history of records (src/shared/history.ts) on the Local API: versions, their author, and what makes none. */
let context: TestPayload
let payload: Payload
let editor: { id: number; email: string; role: 'administrator'; collection: 'users' }

beforeAll(async () => {
  context = await startTestPayload('history')
  payload = context.payload
  const user = await payload.create({ collection: 'users', data: { email: `history-${Date.now()}@example.com`, password: 'history-password-0123', role: 'administrator' } })
  editor = { id: user.id, email: user.email, role: 'administrator', collection: 'users' }
})
afterAll(async () => context?.close())

const versionsOf = async (id: number) =>
  (await payload.findVersions({ collection: 'products', where: { parent: { equals: id } }, sort: '-updatedAt', depth: 0, limit: 100 })).docs

describe('history of records', () => {
  it('keeps the state of a record saved before history began, at its first edit, so that edit can be undone', async () => {
    const product = await payload.create({ collection: 'products', data: { name: 'Before history', slug: uniqueSlug('before'), status: 'Active' } as never })
    // As on a site upgraded to versions: the record exists, its history does not.
    await payload.db.deleteVersions({ collection: 'products', where: { parent: { equals: product.id } } })
    await payload.update({ collection: 'products', id: product.id, data: { name: 'First edit' } as never, user: editor, overrideAccess: false })
    const versions = await versionsOf(product.id)
    expect(versions.map((entry) => entry.version.name)).toEqual(['First edit', 'Before history'])
    expect(versions.map((entry) => entry.version.updatedBy)).toEqual([editor.id, null])
    await payload.restoreVersion({ collection: 'products', id: String(versions[1]!.id), depth: 0 })
    expect((await payload.findByID({ collection: 'products', id: product.id, depth: 0 })).name).toBe('Before history')
  })

  it('records the author of each save, and nobody for a save without one', async () => {
    const product = await payload.create({ collection: 'products', data: { name: 'Authored', slug: uniqueSlug('authored'), status: 'Active' } as never, user: editor, overrideAccess: false, depth: 0 })
    expect(product.updatedBy).toBe(editor.id)
    const seeded = await payload.update({ collection: 'products', id: product.id, data: { name: 'Seeded' } as never, depth: 0 })
    expect(seeded.updatedBy ?? null).toBeNull()
  })

  it('sorts by the author with the empty values last, and public reads still see only Active rows', async () => {
    const inactive = await payload.create({ collection: 'products', data: { name: 'Hidden history', slug: uniqueSlug('hidden'), status: 'Inactive' } as never, user: editor, overrideAccess: false })
    await payload.update({ collection: 'products', id: inactive.id, data: { name: 'Hidden history 2' } as never, user: editor, overrideAccess: false })
    const sorted = await payload.find({ collection: 'products', sort: 'updatedBy', depth: 0, limit: 100 })
    const authors = sorted.docs.map((doc) => doc.updatedBy ?? null)
    expect(authors.indexOf(null)).toBeGreaterThan(authors.lastIndexOf(editor.id))
    const publicRead = await payload.find({ collection: 'products', where: { slug: { equals: inactive.slug } }, overrideAccess: false })
    expect(publicRead.totalDocs).toBe(0)
  })

  it('keeps the versions of a settings global with their author', async () => {
    await payload.updateGlobal({ slug: 'home-page', data: { heroHeadline: 'First headline' } as never, locale: 'en' })
    await payload.updateGlobal({ slug: 'home-page', data: { heroHeadline: 'Second headline' } as never, locale: 'en', user: editor, overrideAccess: false })
    const versions = await payload.findGlobalVersions({ slug: 'home-page', sort: '-updatedAt', depth: 0, locale: 'en' })
    expect(versions.docs[0]?.version.heroHeadline).toBe('Second headline')
    expect(versions.docs[0]?.version.updatedBy).toBe(editor.id)
  })
})
