import type { Payload } from 'payload'
import { colourBookPdf, cataloguePdf, documentPdf } from './generate/pdf'
import { closeUpImage, heroImage, logoImage, newsImage, productImage, projectImage, qrImage, swatchImage } from './generate/images'
import { threadFinish } from './generate/finish'
import { shortVideo } from './generate/video'
import { productCategories, products } from './content/catalogue'
import { galleryCategories, galleryItems, namedItemCodes } from './content/gallery'
import { newsItems } from './content/news'
import { demoDocuments } from './content/documents'
import { demoReferences } from './content/shade-references'
import { site } from './content/site'
import { jpeg, pdf, png, uploadMedia, webm } from './media'
import { createLocalized, updateGlobalLocalized } from './write-localized'
import { availabilityData, pinDemoReplacements } from './availability'
import type { Localized } from './types'
import { refreshAllMediaVisibility } from '../media/usage'
import { en } from '../i18n/messages/en'
import { zhHant } from '../i18n/messages/zh-Hant'
import { seedRequests } from '../requests/seed'
import { seedQuotes } from '../quotes/seed'
import { seedQuoteBuyers } from './quote-buyers'
import { seedEnquiries } from '../enquiries/seed'
import { seedDemoInsights } from '../insights/seed'
import { seedSimplifiedWordings } from '../translations/simplified/seed'

export { isEmptySite } from './empty-site'

const same = (text: string): Localized => ({ en: text, zh: text })

type SeedSummary = Record<string, number>

/** A picture's size in pixels for the seed's picture scale (1: the demo's own sizes). */
type Px = (pixels: number) => number

async function seedSettings(payload: Payload, px: Px): Promise<void> {
  const wechatQr = await uploadMedia(payload, png(await qrImage({ text: `https://u.wechat.com/${site.wechatId}` }), 'wechat-qr', { en: 'WeChat QR code', zh: '微信二維碼' }))
  const whatsappQr = await uploadMedia(payload, png(await qrImage({ text: site.whatsappChatUrl }), 'whatsapp-qr', { en: 'WhatsApp QR code', zh: 'WhatsApp 二維碼' }))
  const logo = await uploadMedia(payload, png(await logoImage({ letter: site.logoLetter, size: px(512) }), 'logo', { en: `${site.brandName.en} logo`, zh: `${site.brandName.zh}標誌` }))
  const slides = []
  for (const [index, slide] of site.carousel.entries()) {
    const image = await uploadMedia(payload, jpeg(await heroImage({ palette: slide.palette, motif: slide.motif, seed: `slide-${index}`, width: px(1920), height: px(1080) }), `carousel-${index + 1}`, slide.altText))
    slides.push({ image, altText: slide.altText, active: true })
  }
  await updateGlobalLocalized(payload, 'general-settings', {
    carouselSlides: slides,
    carouselIntervalMs: 5000,
    companyName: site.companyName,
    brandName: site.brandName,
    logo,
    foundingYear: site.foundingYear,
    companyDescription: site.companyDescription,
    address: site.address,
    addressArea: site.addressArea,
    // Today's texts of the footer's two dialogs, now the company's to edit.
    privacyPolicy: { en: en.policies.privacy.join('\n\n'), zh: zhHant.policies.privacy.join('\n\n') },
    termsOfService: { en: en.policies.terms.join('\n\n'), zh: zhHant.policies.terms.join('\n\n') },
    telephone: site.telephone,
    infoEmail: site.infoEmail,
    contactEmail: site.contactEmail,
    businessHours: site.businessHours,
    mapEmbedUrl: site.mapEmbedUrl,
    facebookUrl: site.facebookUrl,
    instagramUrl: site.instagramUrl,
    whatsappChatUrl: site.whatsappChatUrl,
    wechatQr,
    whatsappQr,
  })
  await updateGlobalLocalized(payload, 'home-page', site.home)
  const about: Record<string, unknown> = { ...site.about }
  for (const [section, picture] of Object.entries(site.aboutPictures)) {
    const data = await productImage({ look: picture.look, motif: picture.motif ?? 'floral', palette: picture.palette, variant: 0, seed: `about-${section}`, size: px(1200) })
    const image = await uploadMedia(payload, jpeg(data, `about-${section}`, picture.alt))
    about[section] = { ...(site.about[section as keyof typeof site.about] as object), image }
  }
  await updateGlobalLocalized(payload, 'about-page', about)
}

/** The demo's products by slug and its item codes by code, for the gallery's links to them. */
type CatalogueIds = { productIds: Map<string, number>; codeIds: Map<string, number> }

async function seedCatalogue(payload: Payload, summary: SeedSummary, px: Px): Promise<CatalogueIds> {
  const now = new Date()
  const categoryIds = new Map<string, number>()
  const codeIds = new Map<string, number>()
  for (const category of productCategories) {
    categoryIds.set(category.key, await createLocalized(payload, 'categories', { name: category.name, description: category.description }))
  }
  const productIds = new Map<string, number>()
  for (const product of products) {
    const images: number[] = []
    for (const variant of [0, 1, 2]) {
      const data = await productImage({ look: product.look, motif: product.motif ?? 'floral', palette: product.palette, variant, seed: product.slug, size: px(1200), finish: productFinish(product.slug) })
      images.push(await uploadMedia(payload, jpeg(data, `${product.slug}-${variant + 1}`, product.name)))
    }
    const catalogue = await cataloguePdf({
      productName: product.name.en,
      description: product.description.en,
      rows: product.itemCodes.map((code) => ({
        itemCode: code.itemCode,
        composition: code.composition.en,
        denier: typeof code.denier === 'string' ? code.denier : code.denier.en,
        length: code.length.en,
        hex: code.shadeHex,
      })),
    })
    const cataloguePdfId = await uploadMedia(payload, pdf(catalogue, `${product.slug}-catalogue`, { en: `${product.name.en} catalogue`, zh: `${product.name.zh} 產品目錄` }))
    const id = await createLocalized(payload, 'products', {
      name: product.name,
      slug: product.slug,
      status: product.status,
      description: product.description,
      detailedDescription: product.detailedDescription,
      categories: product.categoryKeys.map((key) => categoryIds.get(key)).filter(Boolean),
      image: images[0],
      images: images.slice(1),
      cataloguePdf: cataloguePdfId,
    })
    productIds.set(product.slug, id)
    for (const code of product.itemCodes) {
      const finish = threadFinish(code.threadType.en, code.composition.en)
      const swatch = await uploadMedia(payload, jpeg(await swatchImage({ hex: code.shadeHex, code: code.itemCode, seed: code.itemCode, size: px(600), finish }), code.itemCode.toLowerCase(), same(code.itemCode)))
      const { itemCode, shadeHex, denier, availability, minimumOrder, ...texts } = code
      const ordering = availabilityData({ availability, minimumOrder }, now)
      codeIds.set(itemCode, await createLocalized(payload, 'item-codes', { product: id, itemCode, shadeHex, denier, image: swatch, ...ordering, ...texts }))
      summary.itemCodes = (summary.itemCodes ?? 0) + 1
    }
  }
  await pinDemoReplacements(payload, products.flatMap((product) => product.itemCodes), codeIds)
  summary.productCategories = categoryIds.size
  summary.products = productIds.size
  return { productIds, codeIds }
}

/** How a product's thread takes the light, from its first item code's words (metallic when there is none). */
function productFinish(slug: string | undefined) {
  const code = products.find((product) => product.slug === slug)?.itemCodes[0]
  return code ? threadFinish(code.threadType.en, code.composition.en) : 'metallic'
}

/**
 * The finish a gallery entry's close-up is lit by: its first related product's, else what its name
 * says (a holographic shade card), else metallic, the demo maker's trade.
 */
function galleryFinish(item: (typeof galleryItems)[number]) {
  if (item.kind === 'project' && item.relatedProductSlugs[0]) return productFinish(item.relatedProductSlugs[0])
  const named = threadFinish(item.name.en)
  return named === 'plain' ? 'metallic' : named
}

/** The item codes a project's details name, as the shades it used. */
const shadesNamedIn = (projectDetails: string, codeIds: Map<string, number>) => namedItemCodes(projectDetails).map((code) => codeIds.get(code)).filter((id): id is number => id !== undefined)

async function seedGallery(payload: Payload, { productIds, codeIds }: CatalogueIds, summary: SeedSummary, px: Px): Promise<void> {
  const categoryIds = new Map<string, number>()
  for (const category of galleryCategories) {
    categoryIds.set(category.key, await createLocalized(payload, 'gallery-categories', { name: category.name }))
  }
  for (const item of galleryItems) {
    // The piece's first picture, the one its card shows, is a close-up of its stitches; the extra ones draw the whole piece.
    const closeUp = await closeUpImage({ palette: item.palette, motif: item.motif, seed: item.slug, width: px(1600), height: px(1200), finish: galleryFinish(item) })
    const primaryImage = await uploadMedia(payload, jpeg(closeUp, item.slug, item.name))
    const common = {
      name: item.name,
      slug: item.slug,
      status: item.status,
      description: item.description,
      primaryImage,
      categories: item.categoryKeys.map((key) => categoryIds.get(key)).filter(Boolean),
    }
    if (item.kind === 'pdf') {
      const book = await colourBookPdf({ title: item.name.en, subtitle: item.description.en, shades: item.shades })
      const pdfId = await uploadMedia(payload, pdf(book, item.slug, item.name))
      await createLocalized(payload, 'gallery-items', { ...common, isPdf: true, pdf: pdfId })
    } else {
      const media: Record<string, unknown>[] = []
      for (let index = 0; index < item.extraImages; index += 1) {
        const data = await projectImage({ palette: item.palette, motif: item.motif, seed: `${item.slug}-${index + 1}`, width: px(1600), height: px(1200) })
        media.push({ mediaType: 'image', file: await uploadMedia(payload, jpeg(data, `${item.slug}-${index + 2}`, item.name)), caption: item.name })
      }
      if (item.withVideo) {
        const video = await shortVideo({ palette: item.palette, seed: item.slug, width: px(640), height: px(360) })
        media.push({ mediaType: 'video', file: await uploadMedia(payload, webm(video, `${item.slug}-video`, item.name)), caption: item.name })
      }
      if (item.embedUrl) media.push({ mediaType: 'embed', embedUrl: item.embedUrl, caption: item.name })
      await createLocalized(payload, 'gallery-items', {
        ...common,
        isPdf: false,
        detailedDescription: item.detailedDescription,
        projectDetails: item.projectDetails,
        relatedProducts: item.relatedProductSlugs.map((slug) => productIds.get(slug)).filter(Boolean),
        shades: shadesNamedIn(item.projectDetails.en, codeIds),
        media,
      })
    }
  }
  summary.galleryCategories = categoryIds.size
  summary.galleryItems = galleryItems.length
}

async function seedNews(payload: Payload, summary: SeedSummary, px: Px): Promise<void> {
  // Oldest first, so that pinning (which refuses a fourth) sees the data in a natural order.
  const ordered = [...newsItems].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
  for (const item of ordered) {
    const primaryImage = await uploadMedia(payload, jpeg(await newsImage({ palette: item.palette, motif: item.motif, seed: item.slug, width: px(1600), height: px(900) }), item.slug, item.title))
    const media: Record<string, unknown>[] = []
    for (let index = 0; index < item.extraImages; index += 1) {
      const data = await newsImage({ palette: item.palette, motif: item.motif, seed: `${item.slug}-${index + 1}`, width: px(1600), height: px(900) })
      media.push({ mediaType: 'image', file: await uploadMedia(payload, jpeg(data, `${item.slug}-${index + 2}`, item.title)) })
    }
    await createLocalized(payload, 'news-items', {
      title: item.title,
      slug: item.slug,
      status: item.status,
      isPinned: item.isPinned,
      publishedAt: new Date(`${item.publishedAt}T09:00:00+08:00`).toISOString(),
      description: item.description,
      articleBody: item.articleBody,
      primaryImage,
      media,
    })
  }
  summary.newsItems = newsItems.length
}

const DAY = 24 * 60 * 60 * 1000

async function seedDocuments(payload: Payload, productIds: Map<string, number>, summary: SeedSummary): Promise<void> {
  const today = Date.now()
  const day = (offset: number | undefined) => (offset === undefined ? undefined : new Date(today + offset * DAY).toISOString())
  for (const document of demoDocuments) {
    const validFrom = day(document.validFromDays)
    const validUntil = day(document.validUntilDays)
    const validity = `Valid ${validFrom ? `from ${validFrom.slice(0, 10)} ` : ''}${validUntil ? `until ${validUntil.slice(0, 10)}` : 'without expiry'}`
    const data = await documentPdf({ title: document.title.en, issuer: document.issuer.en, number: document.number, validity, lines: document.lines })
    const slug = document.title.en.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
    const file = await uploadMedia(payload, pdf(data, slug, document.title))
    await createLocalized(payload, 'documents', {
      title: document.title,
      kind: document.kind,
      issuer: document.issuer,
      number: document.number,
      status: document.status,
      validFrom,
      validUntil,
      file,
      products: document.productSlugs.map((slug) => productIds.get(slug)).filter(Boolean),
    })
  }
  summary.documents = demoDocuments.length
}

async function seedShadeReferences(payload: Payload, codeIds: Map<string, number>, summary: SeedSummary): Promise<void> {
  for (const reference of demoReferences) {
    const { equivalent, ...fields } = reference
    await createLocalized(payload, 'shade-references', { ...fields, equivalent: equivalent ? codeIds.get(equivalent) : undefined, demo: true })
  }
  summary.shadeReferences = demoReferences.length
}

/**
 * Writes the whole demo site: settings, catalogue, gallery and news, in English and Traditional
 * Chinese. `pictureScale` draws every generated picture and video smaller (0.25: a quarter of the
 * width and height) for tests that check what is stored, not how it looks: rendering and
 * resizing the pictures is most of the seed's time.
 */
export async function seedDemo(payload: Payload, { pictureScale = 1 }: { pictureScale?: number } = {}): Promise<SeedSummary> {
  // Even pixel counts: the demo video's VP8 frames need them.
  const px: Px = (pixels) => Math.max(2, 2 * Math.round((pixels * pictureScale) / 2))
  const summary: SeedSummary = {}
  await seedSettings(payload, px)
  const catalogue = await seedCatalogue(payload, summary, px)
  const { productIds } = catalogue
  await seedGallery(payload, catalogue, summary, px)
  await seedNews(payload, summary, px)
  await seedDocuments(payload, productIds, summary)
  await seedShadeReferences(payload, catalogue.codeIds, summary)
  summary.simplifiedWordings = await seedSimplifiedWordings(payload, productIds)
  // The quoted buyers' requests are older than the demo's own: written first, so that the references count up with the dates.
  summary.requests = (await seedQuoteBuyers(payload)) + (await seedRequests(payload, [...productIds.values()]))
  const quotes = await seedQuotes(payload)
  summary.quotes = quotes.quotes
  summary.quoteQuestions = quotes.questions
  const enquiries = await seedEnquiries(payload, site.contactEmail)
  summary.subscribers = enquiries.subscribers
  summary.contactMessages = enquiries.messages
  summary.insights = await seedDemoInsights(payload)
  // The save hooks already set each file's public flag; a full pass makes the seeded site right whatever the order of writes.
  summary.publicMedia = (await refreshAllMediaVisibility(payload)).visible
  summary.media = (await payload.count({ collection: 'media' })).totalDocs
  return summary
}
