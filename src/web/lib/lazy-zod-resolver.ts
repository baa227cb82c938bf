import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that fetches zod and the form's schema when the form first validates
 * (on submit), not with the page: the sign-in page is the first page most visitors load, and the
 * validation library is a large share of it. Same schema, same rules, same messages once loaded.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<unknown, Values>>,
): Resolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  const load = () =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Values>,
    );
  return async (values, context, options) => {
    // A failed download (the network dropped) is tried again on the next submit.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolve = await loading;
    return resolve(values, context, options);
  };
}
