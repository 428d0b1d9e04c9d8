// The catalog module's public API: what other modules and the demo seed may use. Its repo.ts and
// tables are its own (eslint.boundaries.js).

/** The demo seed fills the feature and service catalogue. */
export { insertFeature, insertService, listFeatures } from './repo';
