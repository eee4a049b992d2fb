'use client'
import type { DefaultCellComponentProps } from 'payload'
import { readableSize } from './format'

/** The media library's size column in KB or MB, not bytes. */
export function SizeCell({ cellData }: DefaultCellComponentProps) {
  return <span>{readableSize(cellData)}</span>
}
