import { adminT } from '../../admin/i18n/translations'

/** The storage cleanup's server messages in the administrator's language, from its `kinsen:cleanup…` words. */
export const cleanupMessages = (req: { i18n: Parameters<typeof adminT>[0] }) => ({
  notAllowed: adminT(req.i18n)('kinsen:cleanupNotAllowed'),
  badRequest: adminT(req.i18n)('kinsen:cleanupBadRequest'),
})
