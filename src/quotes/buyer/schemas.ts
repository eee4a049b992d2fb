// zod/mini, like the other public forms' schemas: small enough should a page ever check in the browser.
import * as z from 'zod/mini'
import '../../shared/validation/zod-jitless'
import { visitorText } from '../../shared/validation/visitor-text'
import type { Messages } from '../../i18n/messages'

export const BUYER_LIMITS = { name: 200, purchaseOrder: 60, message: 5000 } as const

type ErrorWords = Messages['quotes']['errors']

/** The fields each form of the buyer's page posts, in the form's order. */
export const ACCEPT_FIELDS = ['name', 'purchaseOrder'] as const
export const QUESTION_FIELDS = ['message'] as const
export type AcceptField = (typeof ACCEPT_FIELDS)[number]
export type QuestionField = (typeof QUESTION_FIELDS)[number]

/** Accepting: who accepts (a person's name, kept on the quote) and, when the buyer has one, their purchase order number. */
export function acceptSchema(words: ErrorWords) {
  return z.object({
    name: visitorText(2, BUYER_LIMITS.name, words.name, words.nameTooLong),
    // Optional: empty is no purchase order.
    purchaseOrder: visitorText(0, BUYER_LIMITS.purchaseOrder, words.purchaseOrderTooLong, words.purchaseOrderTooLong),
  })
}

export function questionSchema(words: ErrorWords) {
  return z.object({ message: visitorText(10, BUYER_LIMITS.message, words.question, words.questionTooLong, 'multi-line') })
}

export type AcceptInput = z.infer<ReturnType<typeof acceptSchema>>
export type QuestionInput = z.infer<ReturnType<typeof questionSchema>>

/** Each refused field's first message (the schema's words are already the page's language). */
export function buyerFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}
