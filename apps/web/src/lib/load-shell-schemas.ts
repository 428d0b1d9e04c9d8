/** The app shell's schemas (and Zod with them), fetched the first time an answer needs checking. */
export const loadShellSchemas = () => import('./shell-schemas');
