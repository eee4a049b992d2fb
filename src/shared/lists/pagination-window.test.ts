import { describe, expect, it } from 'vitest'
import { paginationWindow } from './pagination-window'

describe('paginationWindow', () => {
  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 1)).toEqual([1])
    expect(paginationWindow(1, 2)).toEqual([1, 2])
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3])
    expect(paginationWindow(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('keeps first, last and the neighbours of the current page, with ellipses between', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 'ellipsis-end', 10])
    expect(paginationWindow(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10])
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis-start', 9, 10])
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10])
    expect(paginationWindow(4, 10)).toEqual([1, 'ellipsis-start', 3, 4, 5, 'ellipsis-end', 10])
  })

  it('clamps a page out of range and odd totals', () => {
    expect(paginationWindow(99, 5)).toEqual([1, 'ellipsis-start', 4, 5])
    expect(paginationWindow(-3, 5)).toEqual([1, 2, 'ellipsis-end', 5])
    expect(paginationWindow(Number.NaN, 0)).toEqual([1])
    expect(paginationWindow(2.7, 3)).toEqual([1, 2, 3])
  })
})
