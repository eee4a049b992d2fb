import { beforeAll, describe, expect, it } from 'vitest'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, baseUrl, createDocument, type Session } from '../helpers/http'

/** The JSON-LD graph of a page, as served. */
async function graphOf(path: string): Promise<Record<string, unknown>[]> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text()
  const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1]
  return (JSON.parse(json ?? '{}') as { '@graph'?: Record<string, unknown>[] })['@graph'] ?? []
}

let admin: Session
const run = Date.now().toString(36)

beforeAll(async () => {
  admin = await adminSession()
})

describe('structured data (issue 28.19)', () => {
  it('names the company as the author and publisher of a news article', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await makeJpeg(640, 360))], { type: 'image/jpeg' }), `ld-${run}.jpg`)
    form.append('_payload', JSON.stringify({ alt: 'Booth' }))
    const image = ((await api('/api/media', { method: 'POST', body: form, session: admin })).body.doc as { id: number }).id
    const slug = `ld-news-${run}`
    await createDocument(admin, 'news-items', {
      title: `Trade fair ${run}`,
      slug,
      status: 'Active',
      description: 'Meet us at booth 5.1 C20.',
      articleBody: 'We will show the full metallic range.',
      primaryImage: image,
      publishedAt: new Date().toISOString(),
    })
    const graph = await graphOf(`/news/${slug}`)
    const organization = graph.find((entry) => entry['@type'] === 'Organization')
    const article = graph.find((entry) => entry['@type'] === 'NewsArticle')
    expect(organization?.['@id']).toBeTruthy()
    expect(article?.author).toEqual({ '@id': organization?.['@id'] })
    expect(article?.publisher).toEqual({ '@id': organization?.['@id'] })
  })
})
