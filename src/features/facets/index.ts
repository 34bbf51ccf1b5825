/** What the facets feature offers the rest of the app; its other files are its own. */
export { FacetPanel } from './FacetPanel';
export { preloadFacetList } from './preload';
