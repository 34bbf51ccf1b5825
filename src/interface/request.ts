/** The search request body, as the client sends it (see docs/service.md, "The request body"). */
import type { FilterName, SortDirection } from './vocabulary';

export type FilterValue = boolean | number | string | null | readonly string[];

export interface SearchFields {
  title?: boolean;
  description?: boolean;
  keyword?: boolean;
}

export interface SearchRequest {
  query: string;
  fields?: SearchFields;
  filters?: Partial<Record<FilterName, { value: FilterValue }>>;
  sort?: { field: 'FIRST_HARVESTED'; direction: SortDirection };
  /** `page` is 0-based. */
  pagination?: { page: number; size: number };
}
