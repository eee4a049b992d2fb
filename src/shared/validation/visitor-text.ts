// zod/mini: used by the public forms' schemas, which also run in the browser.
import * as z from 'zod/mini'

import { cleanVisitorText, type TextShape } from './clean-visitor-text'

export { cleanVisitorText, type TextShape }

/**
 * A field a visitor types, cleaned (cleanVisitorText) and trimmed, then of
 * min to max characters: a missing or short value gets `message`, a long one
 * `tooLong`. Every public form's text fields are built from this.
 */
export const visitorText = (min: number, max: number, message: string, tooLong: string, shape: TextShape = 'single-line') =>
  z.string({ error: message }).check(
    z.overwrite((value) => cleanVisitorText(value, shape)),
    z.trim(),
    z.minLength(min, message),
    z.maxLength(max, tooLong),
  )
