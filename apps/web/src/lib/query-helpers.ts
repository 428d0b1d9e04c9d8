import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from './api-client';

/**
 * A shared schema fetched when first needed (lib/load-once's exportOf on a feature's schemas
 * module), never imported statically by a page: Zod and the schemas then load beside a page's
 * first request rather than before the page can draw (issue 27, bundle budgets).
 */
export type SchemaLoader<Schema extends z.ZodType> = () => Promise<Schema>;

/** GET an endpoint and parse its answer with the shared schema the server answers with. */
export const getParsed = async <Schema extends z.ZodType>(
  path: string,
  schema: SchemaLoader<Schema>,
  params: object,
): Promise<z.output<Schema>> => {
  const [response, answerSchema] = await Promise.all([
    apiClient.get<unknown>(path, { params }),
    schema(),
  ]);
  return answerSchema.parse(response.data);
};

/**
 * POST, PATCH or PUT a body checked with the shared input schema, and parse the answer with the
 * shared response schema: what the server validates with, the client checks before sending.
 */
export const sendParsed = async <Input extends z.ZodType, Output extends z.ZodType>(
  method: 'post' | 'patch' | 'put',
  path: string,
  schemas: { input: SchemaLoader<Input>; output: SchemaLoader<Output> },
  input: z.input<Input>,
): Promise<z.output<Output>> => {
  const [inputSchema, outputSchema] = await Promise.all([schemas.input(), schemas.output()]);
  const response = await apiClient[method]<unknown>(path, inputSchema.parse(input));
  return outputSchema.parse(response.data);
};

/**
 * A query whose last answer stays on screen while the next one loads (another page, filter or
 * range), so a list or a dashboard does not blank out between them.
 */
export const keepPreviousQueryOptions = <Data, Key extends QueryKey>(
  queryKey: Key,
  queryFn: () => Promise<Data>,
  { staleTime }: { staleTime?: number } = {},
) =>
  queryOptions({
    queryKey,
    queryFn,
    placeholderData: keepPreviousData,
    ...(staleTime !== undefined && { staleTime }),
  });
