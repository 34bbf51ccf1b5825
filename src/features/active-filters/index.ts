/** What the active-filters feature offers the rest of the app; its other files are its own. */
export { ActiveFilters } from './ActiveFilters';
export { RESULTS_HEADING_ID } from './focusResults';
