'use client'
import { useAllFormFields, useFormModified, useFormSubmitted } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

type SaveError = { message: string; value: string }

const snapshot = (value: unknown) => JSON.stringify(value ?? null)

/**
 * Keeps the field messages of a refused save until the administrator changes something.
 *
 * Payload's form checks each change 250 ms after it, without validating until a save has been
 * refused. When Save comes right after a keystroke and the save's answer takes longer than that
 * (a busy server), the keystroke's check is sent while the save is under way and answers after
 * it: Payload merges that answer, validated as if nothing had been saved, over the save's errors,
 * and the toast lists the invalid fields while no field says why (issue 27.5). No option of the
 * form orders the two answers, so this component notices the one thing only such a stale answer
 * does: after a refused save, with nothing changed since (the form is not modified and the value
 * is the one the error was given for), a field's message went away. It puts that message back.
 * A change by the administrator ends the watch; from then on the form validates every change.
 */
export function KeepSaveErrors() {
  const [fields, dispatchFields] = useAllFormFields()
  const submitted = useFormSubmitted()
  const modified = useFormModified()
  const saveErrors = useRef(new Map<string, SaveError>())

  useEffect(() => {
    if (!submitted || modified) {
      saveErrors.current.clear()
      return
    }
    for (const [path, field] of Object.entries(fields)) {
      const value = snapshot(field.value)
      const message = field.valid === false ? field.errorMessage : undefined
      const kept = saveErrors.current.get(path)
      if (message) saveErrors.current.set(path, { message, value })
      else if (kept && kept.value === value) dispatchFields({ type: 'UPDATE', path, valid: false, errorMessage: kept.message })
      else if (kept) saveErrors.current.delete(path)
    }
  }, [fields, submitted, modified, dispatchFields])

  return null
}
