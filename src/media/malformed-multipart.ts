import type { AfterErrorHook } from 'payload'
import { inAdminLanguage } from '../shared/admin-label'

/**
 * The errors of the multipart parser (busboy) Payload passes on with a 500:
 * a part header it cannot read, such as a file name holding a control
 * character, or a body cut short. The request is at fault, not the server.
 */
const PARSER_ERRORS = new Set([
  'Malformed part header',
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed content type',
  'Multipart: Boundary not found',
])

const malformedMultipartMessage = {
  en: 'The upload could not be read: its file name holds characters that are not allowed (such as control characters), or the upload was cut short. Rename the file and upload it again.',
  zh: '無法讀取上載的檔案：檔案名稱含有不允許的字元（例如控制字元），或上載未完成。請重新命名檔案後再上載。',
}

/** Root afterError hook: a multipart body the parser cannot read is a 400 in the administrator's language. */
export const answerMalformedMultipart: AfterErrorHook = ({ error, graphqlResult, req }) => {
  if (graphqlResult || !PARSER_ERRORS.has(error.message)) return
  return { status: 400, response: { errors: [{ message: inAdminLanguage(req, malformedMultipartMessage) }] } }
}
