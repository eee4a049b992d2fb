import type { TextField, TextareaField, TextFieldSingleValidation } from 'payload'
import { label } from '../admin-label'

/** A line of text edited per language, labelled in both admin languages. */
export const localizedText = (name: string, en: string, zh: string, options: { validate?: TextFieldSingleValidation } = {}): TextField => ({
  name,
  label: label(en, zh),
  type: 'text',
  localized: true,
  ...options,
})

/** A paragraph edited per language, labelled in both admin languages. */
export const localizedTextarea = (name: string, en: string, zh: string): TextareaField => ({
  name,
  label: label(en, zh),
  type: 'textarea',
  localized: true,
})
