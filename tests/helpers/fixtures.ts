import sharp from 'sharp'
import type { Payload } from 'payload'

/** A real image, made on the spot. */
export async function makeJpeg(width = 64, height = 48, colour = '#c9a227'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer()
}

export async function makePng(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#1d3557' } }).png().toBuffer()
}

/**
 * A minimal but structurally valid PDF (header, one page, xref table, trailer), written by hand so
 * its names stay readable in the bytes; `catalogExtra` and `extraObjects` add entries and objects.
 */
export function makePdf(catalogExtra = '', extraObjects: string[] = []): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ...extraObjects,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefAt = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Buffer.from(body)
}

export async function uploadImage(payload: Payload, name = 'image.jpg', size?: { width: number; height: number }): Promise<number> {
  const data = await makeJpeg(size?.width, size?.height)
  const doc = await payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, name, mimetype: 'image/jpeg', size: data.length },
  })
  return doc.id as number
}

export async function uploadPdf(payload: Payload, name = 'book.pdf'): Promise<number> {
  const data = makePdf()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, name, mimetype: 'application/pdf', size: data.length },
  })
  return doc.id as number
}

let counter = 0
export function uniqueSlug(prefix: string): string {
  counter += 1
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 7)}`
}
