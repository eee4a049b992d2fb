import type { Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadImage, uploadPdf, uniqueSlug } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'
import { findMediaUsers, refreshAllMediaVisibility } from '../../src/media/usage'
import { collectionSources, globalSources } from '../../src/media/usage-sources'
import { refreshMediaAfterChange, refreshMediaAfterDelete, refreshMediaAfterGlobalChange } from '../../src/media/usage-hooks'

let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload('media-visibility')
  payload = context.payload
})
afterAll(async () => context?.close())

/** Whether an anonymous visitor can read the media record (the same rule guards the file). */
async function visibleToVisitors(id: number): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'media', where: { id: { equals: id } }, overrideAccess: false })
  return totalDocs === 1
}

async function flag(id: number) {
  return (await payload.findByID({ collection: 'media', id, depth: 0 })).publiclyVisible
}

const newsData = (status: 'Active' | 'Inactive', primaryImage: number, extra: number[] = []) => ({
  title: `News ${uniqueSlug('n')}`,
  slug: uniqueSlug('news'),
  status,
  description: 'A description long enough.',
  articleBody: 'An article body that is long enough to be valid.',
  publishedAt: new Date().toISOString(),
  primaryImage,
  media: extra.map((file) => ({ mediaType: 'image' as const, file })),
})

/** Paths of every upload or relationship field to 'media' in a field list. */
function mediaFieldPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? mediaFieldPaths(tab.fields, `${prefix}${tab.name}.`) : mediaFieldPaths(tab.fields, prefix)))
    if (field.type === 'row' || field.type === 'collapsible') return mediaFieldPaths(field.fields, prefix)
    if (field.type === 'group' || field.type === 'array') return 'name' in field && field.name ? mediaFieldPaths(field.fields, `${prefix}${field.name}.`) : mediaFieldPaths(field.fields, prefix)
    if (field.type === 'blocks') return field.blocks.flatMap((block) => mediaFieldPaths(block.fields, `${prefix}${field.name}.`))
    if ((field.type === 'upload' || field.type === 'relationship') && (field.relationTo === 'media' || (Array.isArray(field.relationTo) && field.relationTo.includes('media')))) return [`${prefix}${field.name}`]
    return []
  })
}

describe('the usage index covers every use of the media library', () => {
  it('every collection field pointing at media is a usage source, with its hooks registered', () => {
    for (const collection of payload.config.collections) {
      // Payload's own collections (locked documents, preferences) point at every collection; they publish nothing.
      if (collection.slug === 'media' || collection.slug.startsWith('payload-')) continue
      const paths = mediaFieldPaths(collection.fields)
      const source = collectionSources.find((entry) => entry.slug === collection.slug)
      expect(source?.paths.sort() ?? [], collection.slug).toEqual(paths.sort())
      if (paths.length === 0) continue
      expect(collection.hooks.afterChange, collection.slug).toContain(refreshMediaAfterChange)
      expect(collection.hooks.afterDelete, collection.slug).toContain(refreshMediaAfterDelete)
    }
  })

  it('every global with media fields (the general settings and the About page) is a usage source, with its hook', () => {
    const withMedia = payload.config.globals.filter((global) => mediaFieldPaths(global.fields).length > 0).map((global) => global.slug)
    expect(withMedia).toEqual(['general-settings', 'about-page'])
    expect(globalSources.map((source) => source.slug)).toEqual(withMedia)
    for (const slug of withMedia) expect(payload.config.globals.find((global) => global.slug === slug)?.hooks.afterChange).toContain(refreshMediaAfterGlobalChange)
  })

  it('an About page picture is public, counted and cannot be deleted while the page shows it', async () => {
    const id = await uploadImage(payload, 'factory.jpg')
    await payload.updateGlobal({ slug: 'about-page', data: { history: { heading: 'Since 1985', image: id } } })
    expect(await flag(id)).toBe(true)
    expect((await payload.findByID({ collection: 'media', id, depth: 0 })).usageCount).toBe(1)
    await expect(payload.delete({ collection: 'media', id })).rejects.toThrow(/About page/)
    await payload.updateGlobal({ slug: 'about-page', data: { history: { heading: 'Since 1985', image: null } } })
    expect(await flag(id)).toBe(false)
  })
})

describe('media of inactive content is not public', () => {
  it('a newly uploaded file is not public until something active uses it', async () => {
    const id = await uploadImage(payload, 'fresh.jpg')
    expect(await flag(id)).toBe(false)
    expect(await visibleToVisitors(id)).toBe(false)
  })

  it("an unreleased product's catalogue PDF is hidden; activating the product publishes it; deactivating hides it again", async () => {
    const pdf = await uploadPdf(payload, 'unreleased.pdf')
    const product = await payload.create({ collection: 'products', data: { name: 'Unreleased thread', slug: uniqueSlug('unreleased'), status: 'Inactive', cataloguePdf: pdf } })
    expect(await visibleToVisitors(pdf)).toBe(false)
    await payload.update({ collection: 'products', id: product.id, data: { status: 'Active' } })
    expect(await visibleToVisitors(pdf)).toBe(true)
    await payload.update({ collection: 'products', id: product.id, data: { status: 'Inactive' } })
    expect(await visibleToVisitors(pdf)).toBe(false)
  })

  it('a file replaced by another in an active product is hidden, the new one shown', async () => {
    const first = await uploadImage(payload, 'first.jpg')
    const second = await uploadImage(payload, 'second.jpg')
    const product = await payload.create({ collection: 'products', data: { name: 'Swapped', slug: uniqueSlug('swapped'), status: 'Active', image: first, images: [second] } })
    expect([await visibleToVisitors(first), await visibleToVisitors(second)]).toEqual([true, true])
    await payload.update({ collection: 'products', id: product.id, data: { image: second, images: [] } })
    expect([await visibleToVisitors(first), await visibleToVisitors(second)]).toEqual([false, true])
  })

  it('an image used only by an inactive news item is hidden; used also by an active one it is visible; deleting the active one hides it', async () => {
    const image = await uploadImage(payload, 'shared.jpg')
    await payload.create({ collection: 'news-items', data: newsData('Inactive', image) })
    expect(await visibleToVisitors(image)).toBe(false)
    const active = await payload.create({ collection: 'news-items', data: newsData('Active', await uploadImage(payload, 'cover.jpg'), [image]) })
    expect(await visibleToVisitors(image)).toBe(true)
    await payload.delete({ collection: 'news-items', id: active.id })
    expect(await visibleToVisitors(image)).toBe(false)
  })

  it("an item code's image follows its product's status", async () => {
    const swatch = await uploadImage(payload, 'swatch.jpg')
    const product = await payload.create({ collection: 'products', data: { name: 'Coded', slug: uniqueSlug('coded'), status: 'Inactive' } })
    await payload.create({ collection: 'item-codes', data: { product: product.id, itemCode: uniqueSlug('CODE'), image: swatch } })
    expect(await visibleToVisitors(swatch)).toBe(false)
    await payload.update({ collection: 'products', id: product.id, data: { status: 'Active' } })
    expect(await visibleToVisitors(swatch)).toBe(true)
    await payload.delete({ collection: 'products', id: product.id })
    expect(await visibleToVisitors(swatch)).toBe(false)
  })

  it("a gallery item's PDF and media files follow its status", async () => {
    const pdf = await uploadPdf(payload, 'book.pdf')
    const photo = await uploadImage(payload, 'project.jpg')
    const pdfItem = await payload.create({ collection: 'gallery-items', data: { name: 'Colour book', slug: uniqueSlug('book'), status: 'Inactive', isPdf: true, pdf } })
    const project = await payload.create({ collection: 'gallery-items', data: { name: 'Project', slug: uniqueSlug('project'), status: 'Active', media: [{ mediaType: 'image', file: photo }] } })
    expect([await visibleToVisitors(pdf), await visibleToVisitors(photo)]).toEqual([false, true])
    await payload.update({ collection: 'gallery-items', id: pdfItem.id, data: { status: 'Active' } })
    await payload.update({ collection: 'gallery-items', id: project.id, data: { status: 'Inactive' } })
    expect([await visibleToVisitors(pdf), await visibleToVisitors(photo)]).toEqual([true, false])
  })

  it('settings QR codes and active carousel slides are visible; a switched-off slide is not', async () => {
    const [wechat, whatsapp, shown, hidden] = [await uploadImage(payload, 'wechat.jpg'), await uploadImage(payload, 'whatsapp.jpg'), await uploadImage(payload, 'slide-on.jpg'), await uploadImage(payload, 'slide-off.jpg')]
    await payload.updateGlobal({
      slug: 'general-settings',
      data: { companyName: 'KINSEN', wechatQr: wechat, whatsappQr: whatsapp, carouselSlides: [{ image: shown, active: true }, { image: hidden, active: false }] },
    })
    expect(await Promise.all([wechat, whatsapp, shown, hidden].map(visibleToVisitors))).toEqual([true, true, true, false])
    await payload.updateGlobal({ slug: 'general-settings', data: { wechatQr: null } })
    expect(await visibleToVisitors(wechat)).toBe(false)
  })

  it('lists who uses a file, with titles and whether each use is public', async () => {
    const image = await uploadImage(payload, 'listed.jpg')
    const product = await payload.create({ collection: 'products', data: { name: 'Listed thread', slug: uniqueSlug('listed'), status: 'Inactive', image } })
    const news = await payload.create({ collection: 'news-items', data: newsData('Active', image) })
    const users = (await findMediaUsers(payload, [image])).get(String(image))
    expect(users).toEqual(
      expect.arrayContaining([
        { kind: 'collection', slug: 'products', id: product.id, title: 'Listed thread', active: false, fields: ['image'] },
        { kind: 'collection', slug: 'news-items', id: news.id, title: news.title, active: true, fields: ['primaryImage'] },
      ]),
    )
    expect(users).toHaveLength(2)
  })

  it('the flag cannot be set through the API, even by an administrator, and keeps the alt text in both languages', async () => {
    const admin = await payload.create({ collection: 'users', data: { email: `${uniqueSlug('admin')}@example.com`, password: 'a-long-password-1', role: 'administrator' } })
    const id = await uploadImage(payload, 'forced.jpg')
    await payload.update({ collection: 'media', id, locale: 'zh-Hant', data: { alt: '中文說明' } })
    await payload.update({ collection: 'media', id, overrideAccess: false, user: admin, data: { publiclyVisible: true } })
    expect(await flag(id)).toBe(false)
    await payload.create({ collection: 'news-items', data: newsData('Active', id) })
    expect(await flag(id)).toBe(true)
    expect((await payload.findByID({ collection: 'media', id, locale: 'zh-Hant' })).alt).toBe('中文說明')
  })

  it('a full recompute (the migration for older sites, and the end of the seed) restores every flag', async () => {
    const used = await uploadImage(payload, 'old-site.jpg')
    const unused = await uploadImage(payload, 'old-unused.jpg')
    await payload.create({ collection: 'news-items', data: newsData('Active', used) })
    // A site from before the flag: every file false (the column's default), or stale.
    await payload.db.updateMany({ collection: 'media', where: { id: { in: [used] } }, data: { publiclyVisible: false } })
    await payload.db.updateMany({ collection: 'media', where: { id: { in: [unused] } }, data: { publiclyVisible: true } })
    await refreshAllMediaVisibility(payload)
    expect([await flag(used), await flag(unused)]).toEqual([true, false])
  })
})
