import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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

export type PdfEncryption = 'aes-128' | 'aes-256' | 'rc4-128'
const QPDF_ENCRYPTION: Record<PdfEncryption, string[]> = { 'aes-128': ['128', '--use-aes=y'], 'aes-256': ['256'], 'rc4-128': ['128', '--use-aes=n'] }

/**
 * A PDF whose open action runs a script, encrypted by Debian's qpdf with an empty user password
 * (any reader opens it without asking) and packed in object streams: the action's names and
 * strings are ciphertext inside a compressed stream, invisible to a scan of the bytes.
 */
export function encryptedScriptedPdf(encryption: PdfEncryption): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encrypted-pdf-'))
  try {
    const input = path.join(dir, 'in.pdf')
    const output = path.join(dir, 'out.pdf')
    fs.writeFileSync(input, makePdf('/OpenAction 4 0 R ', ['<< /S /JavaScript /JS (app.alert(1)) >>']))
    execFileSync('qpdf', ['--allow-weak-crypto', '--object-streams=generate', input, '--encrypt', '', 'owner-password', ...QPDF_ENCRYPTION[encryption], '--', output])
    return fs.readFileSync(output)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
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
