import { adminT, type KinsenKey } from '../admin/i18n/translations'

type TranslateKey = KinsenKey & `kinsen:translate${string}`
/** A translations-manager message's name: 'notFound' for 'kinsen:translateNotFound'. */
export type TranslationMessageName = TranslateKey extends `kinsen:translate${infer Name}` ? Uncapitalize<Name> : never

/** The translations manager's server messages in the administrator's language, from its `kinsen:translate…` words. */
export type TranslationMessages = (name: TranslationMessageName, values?: Record<string, string | number>) => string

export const translationMessages =
  (req: { i18n: Parameters<typeof adminT>[0] }): TranslationMessages =>
  (name, values) =>
    adminT(req.i18n)(`kinsen:translate${name.charAt(0).toUpperCase()}${name.slice(1)}` as TranslateKey, values)
