import type { SelectField, Where } from 'payload'
import { label } from '../admin-label'

export function statusField(): SelectField {
  return {
    name: 'status',
    label: label('Status', '狀態'),
    type: 'select',
    required: true,
    defaultValue: 'Active',
    index: true,
    options: [
      { value: 'Active', label: label('Active', '啟用') },
      { value: 'Inactive', label: label('Inactive', '停用') },
    ],
    admin: { position: 'sidebar', components: { Cell: '/admin/StatusCell#StatusCell' } },
  }
}

/** The rows the public site shows: Active ones (a where clause for reads of any collection with statusField()). */
export const ACTIVE: Where = { status: { equals: 'Active' } }
