/**
 * The outbox's queue: every mail the site sends (contact messages, requests and the buyers'
 * copies) is a job on it. The name is the one jobs were stored under before the outbox served
 * more than contact messages: jobs already waiting in a database keep running.
 */
export const OUTBOX_QUEUE = 'contact'
