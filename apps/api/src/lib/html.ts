/** Escapes text for the HTML body of an e-mail. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
