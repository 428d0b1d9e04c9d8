// The dashboards module's public API: what other code may import. module.ts mounts it and
// publishes the search's demand recorder to the properties module.
export type { SearchDemandRecorder } from './search-demand';
