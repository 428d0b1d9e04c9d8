import fc from 'fast-check';
import { z } from 'zod';
import { propertyFieldsSchema, signupInputSchema, updatePropertyInputSchema } from '@nestly/shared';
import { buildMultipart, type MultipartFile } from '../helpers/multipart';
import {
  HOSTILE_HEADERS,
  hostileJson,
  hostileString,
  MALFORMED_BODIES,
  RAW_PATH_SEGMENTS,
} from './hostile';
import { mutateOneLeaf } from './mutate';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary';
import type { Caller } from './world';

/** One operation of the OpenAPI document. */
export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/user/bookings/{id}. */
  path: string;
  parameters: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  jsonBody?: JsonSchema;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Resolve = (ref: string) => JsonSchema | undefined;

interface RequestContext {
  resolve: Resolve;
  orderIds: readonly string[];
  files: readonly MultipartFile[];
}

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, unknown>; files: MultipartFile[] }
  | { kind: 'raw'; contentType: string; payload: string };

/** A request before it is written out: each part can still be spoiled on its own. */
interface Draft {
  path: string[];
  query: [string, string][];
  body: Body | null;
  headers: Record<string, string>;
}

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * Routes that read multipart forms themselves (their OpenAPI entry has no body schema): the fields
 * come from the same shared schemas the routes parse with, and the file field is named.
 */
const FORM_ROUTES: Record<string, { fields?: JsonSchema; fileField: string }> = {
  '/api/auth/signup': { fields: toJsonSchema(signupInputSchema), fileField: 'documents' },
  '/api/user/signup': { fields: toJsonSchema(signupInputSchema), fileField: 'documents' },
  '/api/owner/signup': { fields: toJsonSchema(signupInputSchema), fileField: 'documents' },
  '/api/owner/add-property': { fields: toJsonSchema(propertyFieldsSchema), fileField: 'images' },
  '/api/owner/property/update/{id}': {
    fields: toJsonSchema(updatePropertyInputSchema),
    fileField: 'images',
  },
  '/api/user/profile/{id}/avatar': { fileField: 'avatar' },
  '/api/owner/profile/{id}/avatar': { fileField: 'avatar' },
};

/** Percent-encodes even lone surrogates (as the invalid UTF-8 a broken client would send). */
const encodeLoose = (value: string) =>
  [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const code = char.charCodeAt(0);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      }
    })
    .join('');

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '');

/** A well-formed draft: real ids, values within the schemas, files a person would send. */
const cleanDraft = (
  operation: Operation,
  caller: Caller,
  context: RequestContext,
  hostile: boolean,
): fc.Arbitrary<Draft> => {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const path = fc.tuple(
    ...names.map((name) =>
      name === 'orderId'
        ? fc.constantFrom(...context.orderIds)
        : fc.constantFrom(...caller.pools.ids),
    ),
  );
  const query = fc
    .tuple(
      ...operation.parameters
        .filter((param) => param.in === 'query')
        .map((param) =>
          fc.option(
            arbitraryFor(param.schema, caller.pools, context.resolve, 0, hostile).map((value) =>
              (Array.isArray(value) ? value : [value]).map(
                (item) => [param.name, asText(item)] as [string, string],
              ),
            ),
            { freq: 2 },
          ),
        ),
    )
    .map((pairs) => pairs.flatMap((pair) => pair ?? []));
  const form = FORM_ROUTES[operation.path];
  const body: fc.Arbitrary<Body | null> = form
    ? fc
        .tuple(
          form.fields
            ? arbitraryFor(form.fields, caller.pools, context.resolve, 0, hostile)
            : fc.constant({}),
          // Clean forms carry only files a person would (the first three: PNG, JPEG, PDF).
          fc.subarray(hostile ? [...context.files] : context.files.slice(0, 3), {
            minLength: hostile ? 0 : 1,
            maxLength: 3,
          }),
        )
        .map(([fields, files]) => ({
          kind: 'form' as const,
          fields:
            fields && typeof fields === 'object' && !Array.isArray(fields)
              ? (fields as Record<string, unknown>)
              : { value: fields },
          files: files.map((file) => ({ ...file, field: form.fileField })),
        }))
    : operation.jsonBody
      ? arbitraryFor(operation.jsonBody, caller.pools, context.resolve, 0, hostile).map(
          (value) => ({ kind: 'json' as const, value }),
        )
      : fc.constant(null);
  return fc.tuple(path, query, body).map(([pathValues, pairs, chosen]) => ({
    path: pathValues,
    query: pairs,
    body: chosen,
    headers: {},
  }));
};

/** Spoils exactly one part of a clean draft: the rest stays valid, so the bad value gets far. */
const spoilOne = (draft: Draft): fc.Arbitrary<Draft> => {
  const spoilers: fc.Arbitrary<Draft>[] = [
    fc
      .tuple(fc.oneof(hostileString(), fc.constantFrom(...RAW_PATH_SEGMENTS)), fc.nat())
      .map(([value, at]) => {
        if (draft.path.length === 0) return draft;
        const path = [...draft.path];
        path[at % path.length] = value;
        return { ...draft, path };
      }),
    fc.tuple(hostileString(), fc.nat(), hostileString()).map(([value, at, key]) => {
      if (draft.query.length === 0) return { ...draft, query: [[key, value] as [string, string]] };
      const query = [...draft.query];
      query[at % query.length] = [query[at % query.length]![0], value];
      return { ...draft, query };
    }),
    fc.constantFrom(...MALFORMED_BODIES).map((raw) => ({
      ...draft,
      body: { kind: 'raw' as const, ...raw },
    })),
    fc.constantFrom(...HOSTILE_HEADERS).map((headers) => ({ ...draft, headers })),
  ];
  if (draft.body?.kind === 'json' || draft.body?.kind === 'form') {
    const body = draft.body;
    spoilers.push(
      fc.tuple(fc.nat(), fc.oneof(hostileString(), hostileJson())).map(([at, value]) =>
        body.kind === 'json'
          ? { ...draft, body: { ...body, value: mutateOneLeaf(body.value, at, value) } }
          : {
              ...draft,
              body: {
                ...body,
                fields: mutateOneLeaf(body.fields, at, value) as Record<string, unknown>,
              },
            },
      ),
    );
  }
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(draft) },
    ...spoilers.map((arbitrary) => ({ weight: 2, arbitrary })),
  );
};

const write = (operation: Operation, caller: Caller, draft: Draft): FuzzRequest => {
  let index = 0;
  const url = operation.path.replace(/\{(\w+)\}/g, () => {
    const value = draft.path[index++] ?? '';
    return RAW_PATH_SEGMENTS.includes(value) ? value : encodeLoose(value);
  });
  const query = draft.query.map(([key, value]) => `${encodeLoose(key)}=${encodeLoose(value)}`);
  const headers = { ...caller.headers, ...draft.headers };
  const body = draft.body;
  if (!body)
    return {
      method: operation.method,
      url: query.length ? `${url}?${query.join('&')}` : url,
      headers,
    };
  const full = query.length ? `${url}?${query.join('&')}` : url;
  if (body.kind === 'raw') {
    return {
      method: operation.method,
      url: full,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    };
  }
  if (body.kind === 'json') {
    return {
      method: operation.method,
      url: full,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body.value) ?? 'null',
    };
  }
  const fields = Object.fromEntries(
    Object.entries(body.fields).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(asText) : asText(value),
    ]),
  );
  const form = buildMultipart(fields, body.files);
  return {
    method: operation.method,
    url: full,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  };
};

/**
 * Requests for one operation as one caller, in three kinds: well-formed throughout (they reach the
 * services and the database), well-formed but for one spoiled part (a hostile value that gets as
 * far as it can), and hostile anywhere (every field may be off).
 */
export const requestsFor = (
  operation: Operation,
  caller: Caller,
  context: RequestContext,
): fc.Arbitrary<FuzzRequest> =>
  fc
    .oneof(
      { weight: 2, arbitrary: cleanDraft(operation, caller, context, false) },
      { weight: 2, arbitrary: cleanDraft(operation, caller, context, false).chain(spoilOne) },
      { weight: 1, arbitrary: cleanDraft(operation, caller, context, true).chain(spoilOne) },
    )
    .map((draft) => write(operation, caller, draft));
