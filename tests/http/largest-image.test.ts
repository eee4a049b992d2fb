import { beforeAll, describe, expect, it } from 'vitest'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, baseUrl, createDocument, type Session } from '../helpers/http'
import { upload } from '../helpers/site-content'

/**
 * Each list's first picture is the largest thing a phone shows of it: it is
 * fetched first (fetchpriority="high", never lazily) and the others lazily,
 * so they do not take its bandwidth. Lighthouse's LCP follows from this.
 */
const run = Date.now().toString(36)
let admin: Session

/** The pictures of this file's own documents, in page order (a streamed list arrives after </main>, in order). */
const ownPictures = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes(run))

beforeAll(async () => {
  admin = await adminSession()
  const picture = async (name: string) => upload(admin, await makeJpeg(1200, 1200), `${name}-${run}.jpg`, 'image/jpeg')
  for (let index = 1; index <= 2; index += 1) {
    await createDocument(admin, 'products', { name: `Priority Thread ${run} ${index}`, slug: `priority-thread-${run}-${index}`, status: 'Active', displayOrder: index, image: await picture(`product-${index}`) })
    await createDocument(admin, 'gallery-items', { name: `Priority Project ${run} ${index}`, slug: `priority-project-${run}-${index}`, status: 'Active', displayOrder: index, primaryImage: await picture(`project-${index}`) })
    await createDocument(admin, 'news-items', {
      title: `Priority News ${run} ${index}`,
      slug: `priority-news-${run}-${index}`,
      description: 'Shades for the coming season.',
      articleBody: 'The new shades are in stock from next week.',
      status: 'Active',
      publishedAt: new Date(Date.UTC(2026, 0, 10 - index)).toISOString(),
      primaryImage: await picture(`news-${index}`),
    })
  }
}, 120_000)

describe("a list's first picture", () => {
  it.each(['/products', '/resources', '/news'])('is fetched first on %s, and the others lazily', async (list) => {
    const html = await (await fetch(`${baseUrl()}${list}?q=${run}`)).text()
    const pictures = ownPictures(html)
    expect(pictures, list).toHaveLength(2)
    // React writes the attribute as fetchPriority; HTML attribute names ignore case.
    expect(pictures[0]).toMatch(/fetchpriority="high"/i)
    expect(pictures[0]).not.toContain('loading="lazy"')
    expect(pictures[1]).toContain('loading="lazy"')
    expect(pictures[1]).not.toMatch(/fetchpriority="high"/i)
  })
})
