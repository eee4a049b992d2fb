import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validationMessages } from '../helpers/errors'
import { makeJpeg, makePdf } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload('enquiries')
  payload = context.payload
})
afterAll(async () => context?.close())

describe('newsletter subscribers', () => {
  it('stores the address trimmed and lowercased, active by default', async () => {
    const doc = await payload.create({ collection: 'newsletter-subscribers', data: { email: '  Buyer@Example.COM ' } })
    expect(doc.email).toBe('buyer@example.com')
    expect(doc.active).toBe(true)
  })

  it('refuses the same address in another case', async () => {
    await payload.create({ collection: 'newsletter-subscribers', data: { email: 'twice@example.com' } })
    await expect(payload.create({ collection: 'newsletter-subscribers', data: { email: 'TWICE@example.com' } })).rejects.toThrow('The following field is invalid: email')
    const { totalDocs } = await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: 'twice@example.com' } } })
    expect(totalDocs).toBe(1)
  })

  it("refuses an invalid address with the spec's message", async () => {
    expect(await validationMessages(() => payload.create({ collection: 'newsletter-subscribers', data: { email: 'not-an-email' } }))).toContain(
      'Please enter a valid email address',
    )
  })

  it('is closed to anonymous readers and writers', async () => {
    await expect(payload.find({ collection: 'newsletter-subscribers', overrideAccess: false })).rejects.toThrow('You are not allowed to perform this action.')
    await expect(
      payload.create({ collection: 'newsletter-subscribers', overrideAccess: false, data: { email: 'anon@example.com' } }),
    ).rejects.toThrow('You are not allowed to perform this action.')
  })
})

describe('contact messages', () => {
  it('are never created through the collection API, even by an administrator', async () => {
    const user = await payload.create({ collection: 'users', data: { email: 'boss@example.com', password: 'a-long-password-1', role: 'administrator' } })
    await expect(
      payload.create({
        collection: 'contact-messages',
        overrideAccess: false,
        user,
        data: { name: 'Ann', email: 'ann@example.com', subject: 'Quote', message: 'Please send a quote.' } as never,
      }),
    ).rejects.toThrow('You are not allowed to perform this action.')
  })

  it('start as pending with no attempts when stored by the system', async () => {
    const doc = await payload.create({
      collection: 'contact-messages',
      data: { name: 'Ann', email: 'ann@example.com', subject: 'Quote', message: 'Please send a quote for 200 cones.' } as never,
    })
    expect(doc.deliveryStatus).toBe('pending')
    expect(doc.attempts).toBe(0)
  })

  it("apply the contact form's rules", async () => {
    const messages = await validationMessages(() =>
      payload.create({ collection: 'contact-messages', data: { name: 'A', email: 'x', subject: 'Hi', message: 'short' } as never }),
    )
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name must be at least 2 characters.',
        'Please enter a valid email address.',
        'Subject must be at least 3 characters.',
        'Message must be at least 10 characters.',
      ]),
    )
  })
})

describe('media library', () => {
  const upload = (data: Buffer, name: string, mimetype: string) =>
    payload.create({ collection: 'media', data: { alt: name }, file: { data, name, mimetype, size: data.length } })

  it('makes responsive WebP sizes of an image', async () => {
    const doc = await upload(await makeJpeg(1600, 1000), 'cone.jpg', 'image/jpeg')
    expect(doc.mimeType).toBe('image/jpeg')
    expect(doc.sizes?.card?.width).toBe(640)
    expect(doc.sizes?.card?.mimeType).toBe('image/webp')
    expect(doc.sizes?.thumbnail?.width).toBe(160)
  })

  it('accepts a real PDF', async () => {
    const doc = await upload(makePdf(), 'book.pdf', 'application/pdf')
    expect(doc.mimeType).toBe('application/pdf')
  })

  it('rejects an SVG, whatever it claims to be', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    await expect(upload(svg, 'logo.svg', 'image/svg+xml')).rejects.toThrow('Storage upload failed: Invalid file')
    await expect(upload(svg, 'logo.png', 'image/png')).rejects.toThrow('The following field is invalid: file')
  })

  it('rejects a text file named like a PDF', async () => {
    await expect(upload(Buffer.from('just text, not a PDF'), 'fake.pdf', 'application/pdf')).rejects.toThrow('The following field is invalid: file')
  })

  it('rejects an image over 10 MB with the storage message, and stores nothing', async () => {
    const before = (await payload.count({ collection: 'media' })).totalDocs
    const huge = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(huge.length).toBeGreaterThan(10 * 1024 * 1024)
    await expect(upload(huge, 'huge.png', 'image/png')).rejects.toThrow(
      'File too large: The file you are trying to upload exceeds the maximum allowed size.',
    )
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })
})
