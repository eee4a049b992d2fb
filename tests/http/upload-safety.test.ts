import fs from 'node:fs'
import path from 'node:path'
import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encryptedScriptedPdf, makeJpeg, makePdf, makePng } from '../helpers/fixtures'
import { adminSession, api, baseUrl, type Session } from '../helpers/http'
import { uploadRefusals } from '../../src/media/upload-refusals'
import { testServer } from '../helpers/test-server'

/**
 * Upload safety over HTTP against the built server: refused files leave
 * nothing in storage, names lose invisible direction characters, served
 * files cannot run as the site, and a missing file is a plain 404.
 */

type Doc = Record<string, unknown> & { id: number; filename: string; url: string }
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const mediaDir = () => path.join(testServer().dataDir, 'media')
const filesOnDisk = () => (fs.existsSync(mediaDir()) ? fs.readdirSync(mediaDir()).sort() : [])

const PDF_MESSAGE_EN =
  'This PDF contains scripts or automatic actions (JavaScript, launch actions or attached files) and cannot be uploaded. Save it again without them, for example with "Print to PDF".'
const ENCRYPTED_MESSAGE_EN = 'Encrypted or password-protected PDFs are not accepted; save the PDF without protection and upload it again.'
const ENCRYPTED_MESSAGE_ZH = '不接受已加密或設有密碼保護的 PDF；請將 PDF 另存為未受保護的檔案，然後重新上載。'
const PDF_MESSAGE_ZH = '此 PDF 含有程式碼或自動動作（JavaScript、啟動程式或附加檔案），無法上載。請移除後重新儲存，例如使用「列印為 PDF」。'

let admin: Session
const created: number[] = []

async function upload(file: { name: string; type: string; data: Uint8Array | string }, headers: Record<string, string> = {}) {
  const form = new FormData()
  form.append('file', new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify({ alt: 'upload safety' }))
  const reply = await api('/api/media', { method: 'POST', body: form, session: admin, headers })
  if (reply.status === 201) created.push((reply.body.doc as Doc).id)
  return reply
}

/** A PDF with a script run on opening, as a hand-written file (names visible in the bytes). */
function scriptedPdf(action = '/S /JavaScript /JS (app.alert(1))'): Buffer {
  return Buffer.from(makePdf().toString('latin1').replace('<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Catalog /Pages 2 0 R /OpenAction << ${action} >> >>`), 'latin1')
}

/** The same, made by pdf-lib: the catalog sits in a compressed object stream. */
async function compressedScriptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  document.addPage()
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })))
  return document.save({ useObjectStreams: true })
}

beforeAll(async () => {
  admin = await adminSession()
})

afterAll(async () => {
  for (const id of created) await api(`/api/media/${id}`, { method: 'DELETE', session: admin })
})

describe('refused uploads leave no file behind', () => {
  it.each([
    ['a PDF with an open-action script', () => ({ name: `scripted-${run}.pdf`, type: 'application/pdf', data: scriptedPdf() }), 400, PDF_MESSAGE_EN],
    ['a PDF with an escaped /J#61vaScript action', () => ({ name: `escaped-${run}.pdf`, type: 'application/pdf', data: scriptedPdf('/S /J#61vaScript /J#53 (app.alert(1))') }), 400, PDF_MESSAGE_EN],
    ['a PDF with a launch action', () => ({ name: `launch-${run}.pdf`, type: 'application/pdf', data: scriptedPdf('/S /Launch /F (calc.exe)') }), 400, PDF_MESSAGE_EN],
    ['a name longer than 200 bytes', async () => ({ name: `${'a'.repeat(240)}-${run}.jpg`, type: 'image/jpeg', data: await makeJpeg(400, 300) }), 400, 'File name is too long: shorten it to at most 200 bytes (about 200 letters or 66 Chinese characters).'],
    ['an image over 10 MB', async () => ({ name: `huge-${run}.png`, type: 'image/png', data: Buffer.concat([await makePng(), Buffer.alloc(10.5 * 1024 * 1024)]) }), 413, 'File too large: The file you are trying to upload exceeds the maximum allowed size. Images may be up to 10 MB; PDF files 30 MB; videos 50 MB.'],
    ['text named as an image', () => ({ name: `text-${run}.png`, type: 'image/png', data: 'only text, not an image' }), 400, uploadRefusals.renamed.en.replace('{name}', `text-${run}.png`)],
  ])('%s is refused with its message and nothing is stored', async (_label, file, status, message) => {
    const before = filesOnDisk()
    const reply = await upload(await file())
    expect(reply.status).toBe(status)
    if (message) expect(reply.body.errors?.[0]?.message).toBe(message)
    expect(filesOnDisk()).toEqual(before)
  })

  it.each([
    ['an image of 6 MB', async () => ({ name: `news-${run}.jpg`, type: 'image/jpeg', data: Buffer.concat([await makeJpeg(400, 300), Buffer.alloc(6 * 1024 * 1024)]) }), 'Image must be less than 5MB'],
    ['a PDF', () => ({ name: `news-${run}.pdf`, type: 'application/pdf', data: makePdf() }), 'File must be an image or video'],
  ])('%s uploaded from a news item is refused at upload, with the news message, and nothing is stored', async (_label, file, message) => {
    const before = filesOnDisk()
    const reply = await upload(await file(), { Referer: `${baseUrl()}/admin/collections/news-items/create` })
    expect(reply.status).toBe(400)
    expect(reply.body.errors?.[0]?.message).toBe(message)
    expect(filesOnDisk()).toEqual(before)
  })

  /** Issue 27: every refusal in the administrator's language, saying what was wrong and what is accepted. */
  it.each([
    ['an SVG', () => ({ name: `logo-${run}.svg`, type: 'image/svg+xml', data: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }), {}, 400,
      '上載失敗：檔案或要求無效，請檢查檔案格式及大小。不接受 SVG 檔案，因其可能含有程式碼：請使用 10 MB 以內的 JPEG、PNG、WebP 或 GIF 圖片。'],
    ['text renamed .png', () => ({ name: `renamed-${run}.png`, type: 'image/png', data: 'only text, not an image' }), {}, 400, uploadRefusals.renamed.zh.replace('{name}', `renamed-${run}.png`)],
    ['a Word document', () => ({ name: `notes-${run}.docx`, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: 'PK not really' }), {}, 400,
      uploadRefusals.notAccepted.zh.replace('{name}', `notes-${run}.docx`)],
    ['an image over 10 MB', async () => ({ name: `huge-zh-${run}.png`, type: 'image/png', data: Buffer.concat([await makePng(), Buffer.alloc(10.5 * 1024 * 1024)]) }), {}, 413,
      '檔案過大：您上載的檔案超過允許的大小上限。圖片上限為 10 MB，PDF 檔案 30 MB，影片 50 MB。'],
    ['an image of 6 MB from a news item', async () => ({ name: `news-zh-${run}.jpg`, type: 'image/jpeg', data: Buffer.concat([await makeJpeg(400, 300), Buffer.alloc(6 * 1024 * 1024)]) }),
      { Referer: `${baseUrl()}/admin/collections/news-items/create` }, 400, '圖片必須小於 5MB'],
  ])('%s is refused in Chinese for a Chinese-speaking administrator', async (_label, file, headers, status, message) => {
    const before = filesOnDisk()
    const reply = await upload(await file(), { ...headers, 'Accept-Language': 'zh-TW' })
    expect(reply.status).toBe(status)
    expect(reply.body.errors?.[0]?.message).toBe(message)
    expect(filesOnDisk()).toEqual(before)
  })

  it('the same image of 6 MB is accepted from a product, whose images may reach 10 MB', async () => {
    const reply = await upload({ name: `product-${run}.jpg`, type: 'image/jpeg', data: Buffer.concat([await makeJpeg(400, 300), Buffer.alloc(6 * 1024 * 1024)]) }, { Referer: `${baseUrl()}/admin/collections/products/create` })
    expect(reply.status).toBe(201)
  })

  it('a script packed in a compressed object stream is found too', async () => {
    const before = filesOnDisk()
    const reply = await upload({ name: `packed-${run}.pdf`, type: 'application/pdf', data: await compressedScriptedPdf() })
    expect(reply.status).toBe(400)
    expect(reply.body.errors?.[0]?.message).toBe(PDF_MESSAGE_EN)
    expect(filesOnDisk()).toEqual(before)
  })

  it.each(['aes-128', 'aes-256', 'rc4-128'] as const)('an %s encrypted PDF (a script in an object stream, no password to open) is refused', async (encryption) => {
    const before = filesOnDisk()
    const reply = await upload({ name: `encrypted-${encryption}-${run}.pdf`, type: 'application/pdf', data: encryptedScriptedPdf(encryption) })
    expect(reply.status).toBe(400)
    expect(reply.body.errors?.[0]?.message).toBe(ENCRYPTED_MESSAGE_EN)
    expect(filesOnDisk()).toEqual(before)
    const chinese = await upload({ name: `encrypted-zh-${encryption}-${run}.pdf`, type: 'application/pdf', data: encryptedScriptedPdf(encryption) }, { 'Accept-Language': 'zh-TW' })
    expect([chinese.status, chinese.body.errors?.[0]?.message]).toEqual([400, ENCRYPTED_MESSAGE_ZH])
  })

  it('the message follows the administrator interface language (Traditional Chinese)', async () => {
    const reply = await upload({ name: `scripted-zh-${run}.pdf`, type: 'application/pdf', data: scriptedPdf() }, { 'Accept-Language': 'zh-TW' })
    expect(reply.status).toBe(400)
    expect(reply.body.errors?.[0]?.message).toBe(PDF_MESSAGE_ZH)
  })

  it('a plain PDF is still accepted and stored', async () => {
    const reply = await upload({ name: `plain-${run}.pdf`, type: 'application/pdf', data: makePdf() })
    expect(reply.status).toBe(201)
    expect(filesOnDisk()).toContain((reply.body.doc as Doc).filename)
  })
})

describe('file names', () => {
  it('a right-to-left override disguising an extension is removed before the file is stored', async () => {
    const reply = await upload({ name: `invoice-${run}\u202Egnp.exe.jpg`, type: 'image/jpeg', data: await makeJpeg(400, 300) })
    expect(reply.status).toBe(201)
    const doc = reply.body.doc as Doc
    expect(doc.filename).toBe(`invoice-${run}gnp.exe.jpg`)
    expect(filesOnDisk()).toContain(doc.filename)
    expect(filesOnDisk().some((name) => /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/.test(name))).toBe(false)
  })
})

describe('a control character in a multipart part header', () => {
  /** Written by hand: FormData would escape or refuse the character. */
  const rawUpload = (fileName: string, headers: Record<string, string>) => {
    const boundary = `----control${run}`
    const body = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\nnot really\r\n--${boundary}--\r\n`, 'latin1')
    return api('/api/media', { method: 'POST', body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...headers } })
  }

  it.each(['\u0001', '\u001f', '\u007f'])('(%j in a file name) is a 400 in the administrator\'s language; anonymous, a 403', async (character) => {
    const before = filesOnDisk()
    const reply = await rawUpload(`control${character}${run}.jpg`, admin.authHeader)
    expect(reply.status).toBe(400)
    expect(reply.body.errors?.[0]?.message).toBe(
      'The upload could not be read: its file name holds characters that are not allowed (such as control characters), or the upload was cut short. Rename the file and upload it again.',
    )
    const chinese = await rawUpload(`control${character}${run}.jpg`, { ...admin.authHeader, 'Accept-Language': 'zh-TW' })
    expect([chinese.status, chinese.body.errors?.[0]?.message]).toEqual([400, '無法讀取上載的檔案：檔案名稱含有不允許的字元（例如控制字元），或上載未完成。請重新命名檔案後再上載。'])
    expect((await rawUpload(`control${character}${run}.jpg`, {})).status).toBe(403)
    expect(filesOnDisk()).toEqual(before)
  })
})

describe('served files', () => {
  it('an image is served sandboxed and not sniffable', async () => {
    const doc = (await upload({ name: `served-${run}.jpg`, type: 'image/jpeg', data: await makeJpeg(400, 300) })).body.doc as Doc
    const response = await fetch(`${baseUrl()}${new URL(doc.url).pathname}`, { headers: admin.authHeader })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('content-security-policy')).toBe('sandbox')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-disposition')).toBeNull()
  })

  it('a PDF opens inline (the "view" link) inside the sandbox; the "download" link uses the HTML download attribute', async () => {
    const doc = (await upload({ name: `served-${run}.pdf`, type: 'application/pdf', data: makePdf() })).body.doc as Doc
    const response = await fetch(`${baseUrl()}${new URL(doc.url).pathname}`, { headers: admin.authHeader })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('inline')
    expect(response.headers.get('content-security-policy')).toBe('sandbox')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('a missing file answers 404, not 500, to visitors and to the administrator', async () => {
    for (const headers of [{}, admin.authHeader]) {
      const response = await fetch(`${baseUrl()}/api/media/file/nosuch-${run}.png`, { headers })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ errors: [{ message: 'Not Found' }] })
    }
  })
})
