/** What the embed-mode feature offers the page: the parts an embedding host's URL adds. */
export { InlineFilters } from './LazyInlineFilters';
export { LockSummary } from './LockSummary';
