import { type AfterErrorHook, ValidationError } from 'payload'
import { inAdminLanguage } from '../shared/admin-label'
import { MAX_BYTES, uploadMessages } from './upload-rules'
import { fill } from '../shared/text/fill'

const MB = 1024 * 1024
const limits = { image: MAX_BYTES.image / MB, pdf: MAX_BYTES.pdf / MB, video: MAX_BYTES.video / MB }

/**
 * What the library takes, said once for every refusal that names it. The
 * English has no commas: Payload's admin shows an error toast whose text has
 * a colon as a list, split at each comma after it (and the spec's storage
 * texts begin "Storage upload failed: …").
 */
const ACCEPTED = {
  en: `JPEG/PNG/WebP/GIF images up to ${limits.image} MB; PDF files up to ${limits.pdf} MB; MP4/WebM/OGG videos up to ${limits.video} MB`,
  zh: `${limits.image} MB 以內的 JPEG、PNG、WebP 或 GIF 圖片、${limits.pdf} MB 以內的 PDF 檔案，或 ${limits.video} MB 以內的 MP4、WebM 或 OGG 影片`,
}

/** The spec's storage texts (§8) in Chinese, for an administrator working in Chinese. */
const SPEC_IN_CHINESE = {
  invalid: '上載失敗：檔案或要求無效，請檢查檔案格式及大小。',
  tooLarge: '檔案過大：您上載的檔案超過允許的大小上限。',
}

/**
 * Every refusal of an uploaded file, in the administrator's language: the
 * spec's storage text first, then what was wrong with this file and what the
 * library accepts instead. `{name}` is the file's name.
 */
export const uploadRefusals = {
  notAccepted: {
    en: `${uploadMessages.invalid} “{name}” is not a kind of file the library accepts. Use ${ACCEPTED.en}.`,
    zh: `${SPEC_IN_CHINESE.invalid}「{name}」不是媒體庫接受的檔案類型：請使用${ACCEPTED.zh}。`,
  },
  svg: {
    en: `${uploadMessages.invalid} SVG files are not accepted as they can hold scripts. Use a JPEG/PNG/WebP/GIF image up to ${limits.image} MB.`,
    zh: `${SPEC_IN_CHINESE.invalid}不接受 SVG 檔案，因其可能含有程式碼：請使用 ${limits.image} MB 以內的 JPEG、PNG、WebP 或 GIF 圖片。`,
  },
  renamed: {
    en: `${uploadMessages.invalid} The content of “{name}” is not what its name says (a renamed file?). Use ${ACCEPTED.en}.`,
    zh: `${SPEC_IN_CHINESE.invalid}「{name}」的內容與其檔案名稱所示的類型不符（是否被改名？）：請使用${ACCEPTED.zh}。`,
  },
  unreadablePdf: {
    en: `${uploadMessages.invalid} “{name}” could not be read as a PDF (damaged or incomplete?). Save it again and upload the new copy.`,
    zh: `${SPEC_IN_CHINESE.invalid}無法讀取「{name}」這個 PDF（檔案是否損壞或不完整？）：請重新儲存後再上載新的檔案。`,
  },
  tooLarge: {
    en: `${uploadMessages.tooLarge} Images may be up to ${limits.image} MB; PDF files ${limits.pdf} MB; videos ${limits.video} MB.`,
    zh: `${SPEC_IN_CHINESE.tooLarge}圖片上限為 ${limits.image} MB，PDF 檔案 ${limits.pdf} MB，影片 ${limits.video} MB。`,
  },
} as const

type Refusal = keyof typeof uploadRefusals
type Language = { i18n?: { language?: string } }

/** A file name as an admin toast can show it (no comma or colon, which would split the toast into a list). */
const toastSafe = (name: string) => name.replace(/[,:]/g, '_')

/** A refusal's text for this administrator, naming the file. */
export const uploadRefusal = (req: Language, refusal: Refusal, name = '') => fill(inAdminLanguage(req, uploadRefusals[refusal]), { name: toastSafe(name) })

const isSvg = (name: string, type: string | undefined) => /\.svgz?$/i.test(name) || /svg/i.test(type ?? '')

/** The refusal for a file whose declared type the library does not take. */
export const refusalForType = (req: Language, name: string, type: string | undefined) => uploadRefusal(req, isSvg(name, type) ? 'svg' : 'notAccepted', name)

/**
 * Payload checks an upload's content against the accepted types itself and
 * answers "The following field is invalid: file" with "File type text/plain
 * (from extension png) is not allowed." in English, whatever the
 * administrator's language. That refusal (a ValidationError on the `file`
 * path) is answered with the library's own words, in their language.
 */
export const explainRefusedFile: AfterErrorHook = ({ collection, error, req }) => {
  if (collection?.slug !== 'media' || !(error instanceof ValidationError)) return
  const fileErrors = error.data.errors.filter((entry) => entry.path === 'file')
  if (fileErrors.length === 0) return
  const name = req.file?.name ?? ''
  const svg = fileErrors.some((entry) => /svg/i.test(entry.message)) || isSvg(name, req.file?.mimetype)
  const message = uploadRefusal(req, svg ? 'svg' : 'renamed', name)
  return { status: 400, response: { errors: [{ name: 'ValidationError', message, data: { collection: 'media', errors: [{ path: 'file', message }] } }] } }
}
