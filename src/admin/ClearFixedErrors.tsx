'use client'
import { useAllFormFields } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

type Flagged = { message: string; value: string }

const snapshot = (value: unknown) => JSON.stringify(value ?? null)

/**
 * Takes an error bubble off a field as soon as its value changes from the one
 * the error was given for. Payload adds the errors of a failed save to the
 * form but never takes back those of an earlier one: a product chosen just
 * before saving again still said 'Please select a product'. A value that is
 * still wrong is flagged again by the next validation (the form validates on
 * every change once a save has failed).
 */
export function ClearFixedErrors() {
  const [fields, dispatchFields] = useAllFormFields()
  const flagged = useRef(new Map<string, Flagged>())

  useEffect(() => {
    for (const [path, field] of Object.entries(fields)) {
      const message = field.valid === false ? field.errorMessage : undefined
      if (!message) {
        flagged.current.delete(path)
        continue
      }
      const seen = flagged.current.get(path)
      const value = snapshot(field.value)
      if (!seen || seen.message !== message) {
        flagged.current.set(path, { message, value })
      } else if (seen.value !== value) {
        flagged.current.delete(path)
        dispatchFields({ type: 'UPDATE', path, valid: true, errorMessage: undefined })
      }
    }
  }, [fields, dispatchFields])

  return null
}
