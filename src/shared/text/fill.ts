/**
 * A message with its `{name}` placeholders filled in: every placeholder of
 * each name, with the value exactly as given (String.replace would read `$&`
 * or `$'` in a value, such as a visitor's search, as a pattern). A
 * placeholder without a value is left as it is.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder))
}
