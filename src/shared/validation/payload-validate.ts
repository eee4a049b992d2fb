import { z } from 'zod'
import { defaultLocale } from '../locales'

/** A classic zod or a zod/mini schema (the forms that also run in the browser use zod/mini). */
type Schema = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } }
}

type ValidateOptions = { req?: { locale?: string | null } }
type ValidateResult = string | true

/** The first message of a failed zod parse, or true. */
export function firstError(schema: Schema, value: unknown): ValidateResult {
  const result = schema.safeParse(value)
  return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value')
}

/**
 * Runs a shared zod schema as a Payload field validator, so the admin shows the
 * same message the public forms and the API give.
 */
export function validateWith(schema: Schema) {
  return (value: unknown): ValidateResult => firstError(schema, value)
}

/**
 * For localized fields: the default locale must satisfy the schema; another
 * locale may be left empty because it falls back to English.
 */
export function validateLocalizedWith(schema: Schema) {
  return (value: unknown, options: ValidateOptions): ValidateResult => {
    const locale = options?.req?.locale ?? defaultLocale
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    if (locale !== defaultLocale && empty) return true
    return firstError(schema, value ?? '')
  }
}

/** Wraps a schema so that an empty value passes: for optional fields with a format. */
export function validateOptionalWith(schema: Schema) {
  return (value: unknown): ValidateResult => {
    if (value === undefined || value === null || value === '') return true
    return firstError(schema, value)
  }
}

/**
 * Localized fields are never `required` in the database (a NOT NULL column would
 * forbid leaving Chinese empty); this makes the English value required instead.
 */
export function requiredInDefaultLocale(message = 'This field is required.') {
  return validateLocalizedWith(z.string({ error: message }).trim().min(1, message))
}
