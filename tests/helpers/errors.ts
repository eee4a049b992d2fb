import { expect } from 'vitest'

/** Runs a Payload call expected to fail validation and returns all messages it gave. */
export async function validationMessages(call: () => Promise<unknown>): Promise<string[]> {
  try {
    await call()
  } catch (error) {
    const data = (error as { data?: { errors?: { message: string }[] } }).data
    const messages = data?.errors?.map((entry) => entry.message) ?? []
    return messages.length ? messages : [(error as Error).message]
  }
  expect.fail('expected the call to be rejected')
}
