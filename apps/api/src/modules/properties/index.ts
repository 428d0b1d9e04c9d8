// The properties module's public API: what other modules and the demo seed may use. Its repo.ts
// and tables are its own (eslint.boundaries.js).

/** The demo seed lists the demo owner's homes with their features and photos. */
export { insertImages, insertProperty, replaceFeatures } from './repo';
