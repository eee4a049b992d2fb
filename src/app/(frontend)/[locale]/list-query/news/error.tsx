'use client'
export { default } from '../../news/(list)/error'
