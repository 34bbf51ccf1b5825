import { useMemo } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { buildFacets } from '../../search/facets/buildFacets';
import type { FacetModel } from '../../search/facets/types';
import { useSearchDriver } from '../search/SearchDriver';
import { useSearchResults } from '../search/useSearchResults';
import { useOrgNames } from '../../bindings/useOrgNames';

/**
 * The facets of the results on screen (the previous ones while the next load), with the selection the controls
 * show (`driver.view`, so a click shows at once). `null` until the first response.
 */
export function useFacets(): FacetModel[] | null {
  const driver = useSearchDriver();
  const { data } = useSearchResults(driver.committed);
  const { locale, labels, f } = useI18n();
  const orgNames = useOrgNames(data?.hits, locale);
  const { view } = driver;
  return useMemo(
    () =>
      data
        ? buildFacets({
            scope: view.scope,
            aggregations: data.aggregations,
            state: view,
            hits: data.hits,
            labels,
            orgNames,
            locale,
            collator: f.collator,
          })
        : null,
    [data, view, labels, orgNames, locale, f.collator],
  );
}
