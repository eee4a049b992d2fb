import type { PayloadRequest } from 'payload'
import { inTransaction } from '../../platform/database/in-transaction'
import { contactRecipient } from '../../platform/outbox/owner-address'
import type { Quote, QuoteQuestion } from '../../payload-types'
import type { SiteLocale } from '../../shared/locales'
import { quoteQuestionDelivery } from '../jobs/quote-mails'
import type { QuestionInput } from './schemas'

/**
 * A buyer's question on their quote (issue 51.3), in any state the page shows (sent, expired,
 * accepted, replaced): stored with the quote's reference and the buyer's company and address taken
 * from the quote (never typed: the key names the buyer), and its mail to the owner queued in the
 * same transaction, so a stored question is always on its way and a queued mail always has its record.
 */
export async function askQuestion(req: PayloadRequest, quote: Quote, locale: SiteLocale, input: QuestionInput): Promise<QuoteQuestion> {
  const recipient = await contactRecipient(req.payload)
  return inTransaction(req, async () => {
    const question = await req.payload.create({
      collection: 'quote-questions',
      data: {
        quote: quote.id,
        quoteReference: quote.reference ?? `#${quote.id}`,
        company: quote.company,
        email: quote.email,
        message: input.message,
        locale,
        recipient,
        deliveryStatus: 'pending',
        deliveryStartedAt: new Date().toISOString(),
      },
      req,
      // Nobody creates questions over the API (the collection says so); the key is this page's right.
      overrideAccess: true,
      depth: 0,
    })
    await quoteQuestionDelivery.queue(req, question.id)
    return question
  })
}
