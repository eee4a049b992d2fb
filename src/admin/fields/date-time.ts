const two = (value: number) => String(value).padStart(2, '0')

/** yyyy-MM-dd HH:mm in the time zone of the browser showing it, as the admin's date fields show times; the value as stored when it is not a time. */
export function adminDateTime(stored: string): string {
  const time = new Date(stored)
  if (Number.isNaN(time.getTime())) return stored
  return `${time.getFullYear()}-${two(time.getMonth() + 1)}-${two(time.getDate())} ${two(time.getHours())}:${two(time.getMinutes())}`
}
