'use client'
import dynamic from 'next/dynamic'

/** The error view and its messages in both languages are fetched only when the error happens, not with every page. */
export default dynamic(() => import('./error-view'))
