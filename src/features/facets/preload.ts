import { lazyModule } from '../../ui/lazyModule';

/**
 * The facet lists' code, loaded in parallel with the first response (facets show nothing before it). The start-up
 * script starts it at once where the panel is beside the results (`preloadFacetList`); this module imports no UI
 * library, so that script stays free of one.
 */
export const facetList = lazyModule(() => import('./FacetList'));
export const preloadFacetList = (): void => void facetList.load().catch(() => undefined);
