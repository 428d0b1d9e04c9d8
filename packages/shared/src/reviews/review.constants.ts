// Kept apart from review.schemas.ts: the review form draws with these, and a module that builds
// Zod schemas brings Zod into every page that imports any of its exports (common/dates.ts).

/** A review's text, in characters (trimmed). */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
