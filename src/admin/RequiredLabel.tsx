'use client'
import { FieldLabel } from '@payloadcms/ui'
import type { UploadFieldLabelClientComponent } from 'payload'

/**
 * The label of a field that must be filled in but is not `required` in the
 * database schema (src/media/fields.ts: a picture a record needs, which old
 * versions may lose when the file is deleted): the same asterisk Payload
 * shows for `required`, while the field's own validation refuses it empty.
 */
export const RequiredLabel: UploadFieldLabelClientComponent = ({ field, path }) => <FieldLabel label={field?.label} path={path} required />
