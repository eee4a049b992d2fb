'use client'
import type { DefaultCellComponentProps } from 'payload'
import { dimensions } from './format'

/** The media library's dimensions column: width × height in pixels, empty for a PDF. */
export function DimensionsCell({ rowData }: DefaultCellComponentProps) {
  return <span>{dimensions(rowData.width, rowData.height)}</span>
}
