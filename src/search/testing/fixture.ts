/** The real public-service response of the shared fixtures, validated by the wire schema. Test-only. */
import { SearchResponse } from '../../interface/searchObject';
import raw from '../../interface/fixtures/public-service-response.json';

export const fixtureResponse: SearchResponse = SearchResponse.parse(raw);
