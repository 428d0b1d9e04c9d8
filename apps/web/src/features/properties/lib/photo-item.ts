/**
 * A photo in the gallery being edited: one already stored, or a file about to be uploaded. Its own
 * module: the form's schema (api/schemas.ts) checks it, and the form's types
 * (property-form-schema.ts) come from that schema.
 */
export type PhotoItem =
  | { kind: 'existing'; id: string; url: string; thumbUrl: string }
  | { kind: 'new'; key: string; file: File };
