'use client'
import dynamic from 'next/dynamic'

/**
 * The view and its messages in both languages are fetched when a page is
 * missing, not with every page of the segment; the server still renders it
 * into a missing page's HTML.
 */
export default dynamic(() => import('./not-found-view'))
