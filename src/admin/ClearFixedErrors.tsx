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
 *
 * A validation answer can also arrive late, for values the form has since
 * changed: Payload merges its errors onto the fields as they are now (under
 * load, the check started by typing a code came back after the product was
 * chosen, and put 'Please select a product' back beside the chosen product for
 * good). So when the very error this component took off comes back for the
 * value it was taken off for, it is taken off once more, which makes the form
 * validate again with the values it has now: a stale error stays off, and an
 * error that is still true comes back and is then left in place.
 */
export function ClearFixedErrors() {
  const [fields, dispatchFields] = useAllFormFields()
  const flagged = useRef(new Map<string, Flagged>())
  const cleared = useRef(new Map<string, Flagged & { rechecked: boolean }>())

  useEffect(() => {
    const clear = (path: string) => dispatchFields({ type: 'UPDATE', path, valid: true, errorMessage: undefined })
    for (const [path, field] of Object.entries(fields)) {
      const message = field.valid === false ? field.errorMessage : undefined
      const value = snapshot(field.value)
      const taken = cleared.current.get(path)
      if (taken && taken.value !== value) cleared.current.delete(path)
      if (!message) {
        flagged.current.delete(path)
        continue
      }
      const seen = flagged.current.get(path)
      if (seen && seen.message === message) {
        if (seen.value === value) continue
        flagged.current.delete(path)
        cleared.current.set(path, { message, value, rechecked: false })
        clear(path)
      } else if (taken && taken.message === message && taken.value === value && !taken.rechecked) {
        cleared.current.set(path, { ...taken, rechecked: true })
        clear(path)
      } else {
        flagged.current.set(path, { message, value })
      }
    }
  }, [fields, dispatchFields])

  return null
}
