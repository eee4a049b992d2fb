import type { CollectionAfterErrorHook } from 'payload'

/**
 * Payload mounts POST /api/users/verify/:token on every auth collection, even
 * one that does not verify e-mail addresses, as here (auth.verify is off). It
 * then looks the token up in a column that does not exist, and the database
 * adapter's "Cannot find field for path at _verificationToken" (an APIError
 * of status 500) became the answer: a server error for any stranger's guess.
 * There is nothing to verify on this site: 404, in the asker's language.
 */
export const answerVerifyWithoutVerification: CollectionAfterErrorHook = ({ collection, error, req }) => {
  if (collection.auth?.verify) return
  if (!/_verificationToken/.test(error instanceof Error ? error.message : '')) return
  return { status: 404, response: { errors: [{ message: req.t('error:notFound') }] } }
}
