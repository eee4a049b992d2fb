import fs from 'node:fs/promises'
import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { inAdminLanguage } from '../shared/admin-label'
import { cleanFileName, fileNameTooLong, MAX_FILE_NAME_BYTES } from './file-name'
import { ENCRYPTED_PDF, findPdfActiveContent, UNREADABLE_PDF } from './pdf-active-content'
import { checkUploadDestination } from './upload-destinations'
import { refusalForType, uploadRefusal } from './upload-refusals'
import { MAX_BYTES, mediaKindOf } from './upload-rules'
import { validationMessageIn } from '../admin/i18n/validation-messages'

/** Messages in English and Traditional Chinese, given in the administrator's interface language (inAdminLanguage). */
const uploadGuardMessages = {
  pdfActiveContent: {
    en: 'This PDF contains scripts or automatic actions (JavaScript, launch actions or attached files) and cannot be uploaded. Save it again without them, for example with "Print to PDF".',
    zh: '此 PDF 含有程式碼或自動動作（JavaScript、啟動程式或附加檔案），無法上載。請移除後重新儲存，例如使用「列印為 PDF」。',
  },
  encrypted: {
    en: 'Encrypted or password-protected PDFs are not accepted; save the PDF without protection and upload it again.',
    zh: '不接受已加密或設有密碼保護的 PDF；請將 PDF 另存為未受保護的檔案，然後重新上載。',
  },
  nameTooLong: {
    en: `File name is too long: shorten it to at most ${MAX_FILE_NAME_BYTES} bytes (about ${MAX_FILE_NAME_BYTES} letters or ${Math.floor(MAX_FILE_NAME_BYTES / 3)} Chinese characters).`,
    zh: `檔案名稱太長：請縮短至最多 ${MAX_FILE_NAME_BYTES} 位元組（約 ${MAX_FILE_NAME_BYTES} 個英文字母或 ${Math.floor(MAX_FILE_NAME_BYTES / 3)} 個中文字）。`,
  },
} as const


async function fileBytes(file: NonNullable<PayloadRequest['file']>): Promise<Uint8Array> {
  if (file.data?.length) return file.data
  return file.tempFilePath ? fs.readFile(file.tempFilePath) : new Uint8Array()
}

/**
 * Every check on the uploaded file itself, before Payload derives names and
 * writes anything to storage (it writes just before the database insert, so
 * a file refused later would stay behind): the kind's size ceiling, a clean
 * and short enough name, what the record it is uploaded for accepts, and no
 * active content in a PDF (nor encryption, which would hide it).
 */
export const guardUpload: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return
  const file = req.file
  if (!file) return
  const kind = mediaKindOf(file.mimetype)
  if (!kind) throw new APIError(refusalForType(req, file.name, file.mimetype), 400, undefined, true)
  if (file.size > MAX_BYTES[kind]) throw new APIError(uploadRefusal(req, 'tooLarge', file.name), 413, undefined, true)

  file.name = cleanFileName(file.name)
  if (fileNameTooLong(file.name)) throw new APIError(inAdminLanguage(req, uploadGuardMessages.nameTooLong), 400, undefined, true)
  const forDestination = checkUploadDestination(req, { name: file.name, size: file.size, type: file.mimetype })
  if (forDestination !== true) throw new APIError(validationMessageIn(req, forDestination), 400, undefined, true)

  // Judged by content, whatever type was declared: a file without a PDF header is left to Payload's type check.
  const bytes = await fileBytes(file)
  if (!Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) return
  const found = await findPdfActiveContent(bytes)
  if (found.includes(ENCRYPTED_PDF)) throw new APIError(inAdminLanguage(req, uploadGuardMessages.encrypted), 400, undefined, true)
  if (found.includes(UNREADABLE_PDF)) throw new APIError(uploadRefusal(req, 'unreadablePdf', file.name), 400, undefined, true)
  if (found.length > 0) throw new APIError(inAdminLanguage(req, uploadGuardMessages.pdfActiveContent), 400, undefined, true)
}
