/**
 * Limits shared by the navbar field (in the main bundle) and the lazily loaded dialog. Kept apart from
 * searchClient.ts so that importing them does not pull the search worker client into every page.
 */
export const MAX_QUERY_LENGTH = 512;
export const MAX_RESULTS = 8;
