/**
 * The message for a value longer than a field allows, in the words of the
 * minimum-length messages ("Name must be at least 2 characters."), so a
 * too-long value is never reported as too short.
 */
export const tooLongMessage = (field: string, max: number) => `${field} must be at most ${max} characters.`

/** Lengths of the short single-line fields: names, titles, slugs and codes. */
export const MAX_NAME_LENGTH = 200
export const MAX_SLUG_LENGTH = 200
