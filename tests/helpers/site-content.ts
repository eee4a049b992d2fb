import { makeJpeg, makePng } from './fixtures'
import { api, type Session } from './http'

export async function upload(session: Session, data: Buffer, name: string, type: string): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  const response = await api('/api/media', { method: 'POST', body: form, session })
  if (response.status !== 201) throw new Error(`Upload failed: ${response.status} ${JSON.stringify(response.body)}`)
  return (response.body.doc as { id: number }).id
}

async function updateGlobal(session: Session, slug: string, locale: string, data: object) {
  const response = await api(`/api/globals/${slug}?locale=${locale}`, { method: 'POST', body: JSON.stringify(data), session })
  if (response.status !== 200) throw new Error(`Saving ${slug} failed: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body.result as Record<string, unknown>
}

export const SITE = {
  company: { en: 'KINSEN Metallic Threads Ltd.', zh: '金泉金屬線有限公司' },
  brand: { en: 'KINSEN Metallic Threads', zh: '金泉金屬線' },
  headline: { en: 'Metallic threads that make embroidery shine', zh: '令刺繡閃耀的金屬線' },
  intervalMs: 1500,
}

/** Settings and home texts in both languages, with QR codes and three carousel slides, written through the API. */
export async function writeSiteContent(session: Session) {
  const [wechatQr, whatsappQr] = [await upload(session, await makePng(192, 192), 'wechat.png', 'image/png'), await upload(session, await makePng(192, 192), 'whatsapp.png', 'image/png')]
  const slides: number[] = []
  for (const colour of ['#3a2a08', '#1d2a44', '#4a2416']) slides.push(await upload(session, await makeJpeg(1600, 900, colour), `slide-${colour.slice(1)}.jpg`, 'image/jpeg'))
  const saved = await updateGlobal(session, 'general-settings', 'en', {
    companyName: SITE.company.en,
    brandName: SITE.brand.en,
    foundingYear: 1985,
    addressArea: 'San Po Kong, Kowloon',
    companyDescription: 'Premium metallic embroidery threads since 1985.',
    address: 'Unit 1203, 38 Tai Yau Street, San Po Kong, Kowloon, Hong Kong',
    telephone: '+852 2345 6789',
    infoEmail: 'info@kinsen.example',
    contactEmail: 'sales@kinsen.example',
    facebookUrl: 'https://www.facebook.com/kinsen.example',
    instagramUrl: 'https://www.instagram.com/kinsen.example',
    whatsappChatUrl: 'https://wa.me/85223456789',
    mapEmbedUrl: 'https://maps.invalid/embed?q=San+Po+Kong',
    wechatQr,
    whatsappQr,
    carouselIntervalMs: SITE.intervalMs,
    carouselSlides: slides.map((image, index) => ({ image, altText: `Slide ${index + 1}`, active: true })),
    businessHours: [
      { days: 'Mon-Fri', hours: '9:00 AM-6:00 PM' },
      { days: 'Sat', hours: '9:00 AM-1:00 PM' },
      { days: 'Sun', hours: 'Closed' },
    ],
  })
  const rows = (name: string) => (saved[name] as { id: string }[]).map((row) => row.id)
  await updateGlobal(session, 'general-settings', 'zh-Hant', {
    companyName: SITE.company.zh,
    brandName: SITE.brand.zh,
    addressArea: '九龍新蒲崗',
    address: '香港九龍新蒲崗大有街38號1203室',
    carouselSlides: rows('carouselSlides').map((id, index) => ({ id, image: slides[index], altText: `第 ${index + 1} 張`, active: true })),
    businessHours: rows('businessHours').map((id, index) => ({ id, days: ['星期一至五', '星期六', '星期日'][index], hours: ['上午9時至下午6時', '上午9時至下午1時', '休息'][index] })),
  })
  await updateGlobal(session, 'home-page', 'en', { heroHeadline: SITE.headline.en, aboutTeaserTitle: 'Since 1985', aboutTeaserBody: 'A Hong Kong thread house with its own factory in Japan.' })
  await updateGlobal(session, 'home-page', 'zh-Hant', { heroHeadline: SITE.headline.zh })
}
