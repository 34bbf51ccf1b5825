/** The response's page object (docs/service.md, "Response"). */
import type { PageInfo } from '../../src/interface/searchObject';
import type { Window } from './ordering';

/** Positions [page·size, page·size + size) of the result order. */
export function pageWindow(page: number, size: number): Window {
  const from = Math.max(0, page) * size;
  return { from, to: from + size };
}

/** `size` is the number of hits on this page; `totalPages` counts pages of the requested size. */
export function pageInfo(page: number, requestedSize: number, total: number, returned: number): PageInfo {
  return {
    currentPage: page,
    size: returned,
    totalElements: total,
    totalPages: Math.ceil(total / requestedSize),
  };
}
