/** A contact message is read-only in the admin (its delivery state changes through Resend): no Save button. */
export function NoSaveButton() {
  return null
}
