/** The fields a 400 answer names in its `details`, in order (none when it has no details). */
export const fieldsOf = (response: { json: () => unknown }): string[] =>
  ((response.json() as { details?: { field: string }[] }).details ?? []).map(
    (detail) => detail.field,
  );
