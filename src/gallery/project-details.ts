/**
 * Project details are free text; written as "Label: value" lines (English or
 * full-width colon) they are shown as a definition list, otherwise as text.
 */
export function detailRows(text: string | null | undefined): { label: string; value: string }[] | undefined {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  if (lines.length === 0) return undefined
  const rows = lines.map((line) => /^([^:：]{1,40})[:：]\s*(.+)$/.exec(line))
  if (rows.some((row) => !row)) return undefined
  return rows.map((row) => ({ label: row![1]!.trim(), value: row![2]!.trim() }))
}
