/** The reorder panel above a collection's list, as Payload expects a component reference. */
export function reorderPanel(props: { collection: string; titleField: string; where?: string; savedMessage: string; failedMessage: string }) {
  return { path: '/admin/ReorderPanel#ReorderPanel', clientProps: props }
}
