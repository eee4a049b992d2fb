import { beforeAll, describe, expect, it } from 'vitest'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, baseUrl, getWithHost, type Session } from '../helpers/http'
import { writeSiteContent } from '../helpers/site-content'

let admin: Session
const run = Date.now().toString(36)

async function uploadJpeg(name: string): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(800, 600))], { type: 'image/jpeg' }), name)
  form.append('_payload', JSON.stringify({ alt: 'A cone of thread' }))
  const reply = await api('/api/media', { method: 'POST', body: form, session: admin })
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return (reply.body.doc as { id: number }).id
}

async function save(path: string, method: 'POST' | 'PATCH', data: Record<string, unknown>, locale = 'en'): Promise<number> {
  const reply = await api(`${path}?locale=${locale}`, { method, session: admin, body: JSON.stringify(data) })
  expect(reply.status, JSON.stringify(reply.body)).toBe(method === 'POST' ? 201 : 200)
  return (reply.body.doc as { id: number }).id
}

/** The page's <title>, description and Open Graph image, on the English or the Chinese host. */
async function head(path: string, chinese = false) {
  const html = chinese ? (await getWithHost(baseUrl(), path, `zh.${new URL(baseUrl()).host}`)).text : await (await fetch(`${baseUrl()}${path}`)).text()
  const meta = (attribute: string) => html.match(new RegExp(`<meta (?:name|property)="${attribute}" content="([^"]*)"`))?.[1]
  const inHead = html.slice(0, html.indexOf('</head>'))
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: meta('description'),
    ogImage: meta('og:image'),
    ogImageWidth: meta('og:image:width'),
    ogImageHeight: meta('og:image:height'),
    /** Every og:type in the head, and whether one stands outside it. */
    ogTypes: [...inHead.matchAll(/<meta property="og:type" content="([^"]*)"/g)].map((match) => match[1]),
    ogTypeOutsideHead: html.slice(inHead.length).includes('<meta property="og:type"'),
  }
}

beforeAll(async () => {
  admin = await adminSession()
  // The titles end with the brand name from the settings: written here, not left to an earlier file of the lane.
  await writeSiteContent(admin)
})

describe('SEO fields on the public pages (decision 009)', () => {
  it('a product page uses its SEO fields where filled in, in its own language, and its own values elsewhere', async () => {
    const slug = `seo-${run}`
    const main = await uploadJpeg(`seo-main-${run}.jpg`)
    const share = await uploadJpeg(`seo-share-${run}.jpg`)
    const id = await save('/api/products', 'POST', {
      name: `Imperial Gold ${run}`,
      slug,
      description: 'Passing thread.',
      image: main,
      meta: { title: `Imperial Gold metallic thread ${run}`, description: 'Japan-made passing thread for couture.', image: share },
    })
    await save(`/api/products/${id}`, 'PATCH', { name: `御品金線 ${run}`, description: '日本製金線。' }, 'zh-Hant')

    const english = await head(`/products/${slug}`)
    expect(english.title).toMatch(new RegExp(`^Imperial Gold metallic thread ${run} \\| `))
    expect(english.description).toBe('Japan-made passing thread for couture.')
    expect(english.ogImage).toContain(`seo-share-${run}`)
    // As a JPEG at the size link previews lay out, with that size given (issue 28.2).
    expect(english.ogImage).toMatch(/-1200x630\.jpg$/)
    expect([english.ogImageWidth, english.ogImageHeight]).toEqual(['1200', '630'])
    // A product is shared as a product (Open Graph's product object), once, in the head (issue 28.2).
    expect(english.ogTypes).toEqual(['product'])
    expect(english.ogTypeOutsideHead).toBe(false)

    // Chinese: no Chinese SEO text yet, so the Chinese name and description, not the English SEO text.
    const chinese = await head(`/products/${slug}`, true)
    expect(chinese.title).toMatch(new RegExp(`^御品金線 ${run} \\| `))
    expect(chinese.description).toBe('日本製金線。')
    expect(chinese.ogImage).toContain(`seo-share-${run}`)

    // A Chinese SEO title, and an emptied share image: the page follows after the save.
    await save(`/api/products/${id}`, 'PATCH', { meta: { title: `御品金線｜日本製 ${run}` } }, 'zh-Hant')
    await save(`/api/products/${id}`, 'PATCH', { meta: { image: null } })
    expect((await head(`/products/${slug}`, true)).title).toMatch(new RegExp(`^御品金線｜日本製 ${run} \\| `))
    expect((await head(`/products/${slug}`)).ogImage).toContain(`seo-main-${run}`)
  })

  it('the generate buttons answer administrators only, with the page values of the edited language', async () => {
    const body = JSON.stringify({ collectionSlug: 'news-items', locale: 'zh-Hant', doc: { title: '  新年 展覽 ', description: '', articleBody: '第一段。\n第二段。', slug: 'fair' } })
    const anonymous = await api('/api/plugin-seo/generate-title', { method: 'POST', body })
    expect(anonymous.status).toBe(401)
    expect((await api('/api/plugin-seo/generate-title', { method: 'POST', body, session: admin })).body).toEqual({ result: '新年 展覽' })
    expect((await api('/api/plugin-seo/generate-description', { method: 'POST', body, session: admin })).body).toEqual({ result: '第一段。 第二段。' })
    expect((await api('/api/plugin-seo/generate-url', { method: 'POST', body, session: admin })).body).toEqual({ result: `${baseUrl().replace('://', '://zh.')}/news/fair` })
  })
})
