/**
 * Finishing touches on the generated OpenAPI document, for client authors (issue 29): it passes
 * Spectral's `spectral:oas` rules without a warning, so generated clients get method names,
 * descriptions and grouped tags.
 */

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** What each tag groups, shown beside it in the docs. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Sign-up, sign-in with one-time codes or Google, tokens, password reset and sign-out.',
  accounts: "A person's own profile, password and account status.",
  'admin: accounts': 'Admins manage users and owners: status, approval, documents, deletion.',
  availability: 'Which dates of a home are free to book.',
  bookings: 'The cart, checkout, bookings and their cancellation.',
  catalog: 'Features (amenities) and add-on services.',
  chat: 'Conversations between tenants and owners, messages and attachments.',
  dashboards: "Each area's figures and charts.",
  notifications: 'Notices of what happened, their read state and preferences.',
  payments: 'The card provider: orders, verification, webhooks and the test checkout.',
  reviews: 'Reviews of homes after a stay.',
  subscriptions: "Owners' plans and their payment.",
  wallets: 'Wallet balances, top-ups and their history.',
  config: 'Public settings the web app reads at start.',
  health: 'Liveness, readiness and metrics for operators.',
  'properties: user': 'Homes as tenants search and view them.',
  'properties: owner': "An owner's own listings.",
  'properties: admin': 'Listings as admins review and moderate them.',
  'test controls': 'Development-only controls used by the end-to-end tests.',
};

/**
 * `GET /api/owner/bookings/{id}` -> `getOwnerBookingsById`: stable (it changes only when the path
 * does) and unique (one operation per method and path); spelled from the path's own words.
 */
export const operationIdFor = (method: string, path: string): string => {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
};

/** The `#/components/schemas/X` names referenced anywhere in `value`. */
const referencedSchemas = (value: unknown, found = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) value.forEach((item) => referencedSchemas(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (
        key === '$ref' &&
        typeof inner === 'string' &&
        inner.startsWith('#/components/schemas/')
      ) {
        found.add(inner.slice('#/components/schemas/'.length));
      } else referencedSchemas(inner, found);
    }
  }
  return found;
};

/** Drops component schemas nothing refers to (e.g. the input twin of an answer-only schema). */
const dropUnusedSchemas = (document: Json): void => {
  const components = document.components as { schemas?: Record<string, unknown> } | undefined;
  const schemas = components?.schemas;
  if (!schemas) return;
  const { schemas: _schemas, ...otherComponents } = components;
  const queue = [...referencedSchemas({ ...document, components: otherComponents })];
  const used = new Set<string>();
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    queue.push(...referencedSchemas(schemas[name]));
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
};

/** Adds what spectral:oas asks of every operation and of the document; changes it in place. */
export const finishOpenApiDocument = <Document extends Json>(document: Document): Document => {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdFor(method, path);
      // The summary is written for people; it is the description unless a route wrote both.
      operation.description ??= operation.summary ?? `${method.toUpperCase()} ${path}`;
      operation.tags?.forEach((tag) => tags.add(tag));
    }
  }
  const declared = (document.tags ?? []) as { name: string; description?: string }[];
  const declaredNames = new Set(declared.map((tag) => tag.name));
  (document as Json).tags = [
    ...declared,
    ...[...tags]
      .filter((name) => !declaredNames.has(name))
      .sort()
      .map((name) => ({
        name,
        ...(TAG_DESCRIPTIONS[name] && { description: TAG_DESCRIPTIONS[name] }),
      })),
  ];
  dropUnusedSchemas(document);
  return document;
};
