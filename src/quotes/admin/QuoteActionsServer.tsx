import { env } from '../../config/env.server'
import { QuoteActions } from './QuoteActions'

/** The quote's actions, told on the server whether a mail server is configured: the send's confirmation never promises a mail that will not go. */
export function QuoteActionsServer() {
  return <QuoteActions mailConfigured={Boolean(env().mail)} />
}
