/**
 * What the search checks with Zod: the URL's filters and the API's answers. Loaded on demand
 * (`loadSearchSchemas`), never imported statically by the search page: Zod, the property schemas
 * and date-fns then come beside the page's code and its request instead of before the page can
 * draw (issue 12, bundle budget).
 */
export { propertyListResponseSchema } from '@nestly/shared';
export { parseFilters } from './parse-filters';
