import type { Field, Plugin } from 'payload'
import { validationMessageIn } from './validation-messages'

type Validator = (value: unknown, options: { req?: { i18n?: { language?: string } } }) => unknown

/** A field validator whose message is given in the administrator's interface language. */
function inAdminLanguage(validate: Validator): Validator {
  return (value, options) => {
    const answer = (result: unknown) => (typeof result === 'string' ? validationMessageIn(options?.req, result) : result)
    const result = validate(value, options)
    return result instanceof Promise ? result.then(answer) : answer(result)
  }
}

function translateFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    const next = { ...field } as Field & { validate?: Validator; fields?: Field[]; tabs?: { fields: Field[] }[]; blocks?: unknown[] }
    if (typeof next.validate === 'function') next.validate = inAdminLanguage(next.validate)
    if (Array.isArray(next.fields)) next.fields = translateFields(next.fields)
    if (Array.isArray(next.tabs)) next.tabs = next.tabs.map((tab) => ({ ...tab, fields: translateFields(tab.fields) }))
    if (Array.isArray(next.blocks)) {
      next.blocks = next.blocks.map((block) => (block && typeof block === 'object' && 'fields' in block ? { ...block, fields: translateFields((block as { fields: Field[] }).fields) } : block))
    }
    return next as Field
  })
}

/**
 * Every field validator of the project answers in the administrator's
 * language: the shared zod schemas give English (the public forms and the API
 * use them too), and this plugin translates the message where it reaches the
 * admin. Payload's own default validators are translated by Payload.
 */
export const adminLanguageValidationPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, fields: translateFields(collection.fields) })),
  globals: config.globals?.map((global) => ({ ...global, fields: translateFields(global.fields) })),
})
