import type { AfterErrorHook, CollectionAfterOperationHook, Payload } from 'payload'
import { inAdminLanguage } from '../../shared/admin-label'
import { databaseReason, isFailedQuery } from '../../shared/http/database-reason'
import { hasCause, isDatabaseWriteUnavailable } from '../../shared/http/database-unavailable'
import { fill } from '../../shared/text/fill'

export const failedDeleteMessages = {
  refused: {
    en: 'This file could not be deleted because the database refused to remove its record{reason}. The file and all its sizes are kept and nothing was lost. Please try again and tell your technical support if it happens again.',
    zh: '未能刪除此檔案：資料庫拒絕移除其紀錄{reason}。檔案及其所有尺寸均已保留，沒有遺失任何內容。請再試一次；如問題持續，請聯絡技術支援人員。',
  },
  reason: { en: ' (“{reason}”)', zh: '（「{reason}」）' },
} as const

function refusedMessage(req: { i18n?: { language?: string } }, reason: string | undefined): string {
  const because = reason ? fill(inAdminLanguage(req, failedDeleteMessages.reason), { reason }) : ''
  return fill(inAdminLanguage(req, failedDeleteMessages.refused), { reason: because })
}

/**
 * Payload answers a media delete the database refused (a constraint, a
 * trigger, a lock) with "Something went wrong.": the administrator learns
 * neither why nor whether the file survived. The delete gets a 409 saying so
 * in the administrator's language, quoting the database for one file (a bulk
 * delete on PostgreSQL fails as a whole, its transaction aborted, and the
 * first refusal's words are lost). A database that cannot take writes at all
 * keeps its own 503 (src/infrastructure/database-errors.ts).
 *
 * A root hook, after answerRefusedValues: root hooks answer after the
 * collection's, and that one would call a bulk delete's refusal a bad `where`.
 */
export const explainRefusedMediaDelete: AfterErrorHook = ({ collection, error, req }) => {
  if (collection?.slug !== 'media' || req.method !== 'DELETE') return
  if (!hasCause(error, isFailedQuery) || isDatabaseWriteUnavailable(error)) return
  const oneFile = req.routeParams?.id !== undefined
  return { status: 409, response: { errors: [{ message: refusedMessage(req, oneFile ? databaseReason(error) : undefined) }] } }
}

/**
 * The same for each file of a bulk delete, whose failures Payload reports per
 * file (without the database's words) instead of throwing; `restore` puts the
 * refused files' stored files back at once (src/media/deletion/held-files.ts)
 * rather than once the delete has settled.
 */
export function explainRefusedBulkDeletes(restore?: (payload: Payload, id: unknown) => Promise<unknown>): CollectionAfterOperationHook {
  return async ({ operation, req, result }) => {
    if (operation !== 'delete' || !result || !('errors' in result)) return result
    const refused = result.errors.filter((failure) => !failure.isPublic && isFailedQuery(failure))
    if (refused.length === 0) return result
    if (restore) await Promise.all(refused.map((failure) => restore(req.payload, failure.id)))
    const message = refusedMessage(req, undefined)
    return { ...result, errors: result.errors.map((failure) => (refused.includes(failure) ? { ...failure, isPublic: true, message } : failure)) }
  }
}
