import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's Zod resolver, with the schema and the resolver fetched on the form's first
 * check rather than imported with the page: resolvers are asynchronous, so a form drawn at once
 * (a booking's review, its deposit settlement) costs its page no Zod (issue 27, bundle budgets).
 * The same checks and messages as zodResolver(schema), which it calls.
 */
export const lazyZodResolver =
  <Schema extends z.ZodType<FieldValues, FieldValues>>(
    schema: () => Promise<Schema>,
  ): Resolver<z.input<Schema>, unknown, z.output<Schema>> =>
  async (values, context, options) => {
    const [{ zodResolver }, loaded] = await Promise.all([
      import('@hookform/resolvers/zod'),
      schema(),
    ]);
    const resolve = zodResolver(loaded) as unknown as Resolver<
      z.input<Schema>,
      unknown,
      z.output<Schema>
    >;
    return resolve(values, context, options);
  };
