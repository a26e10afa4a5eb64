import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema (and zod with it) is fetched when it is first needed, so a public page's
 * first paint does not wait for the validation code of a form the visitor has not touched. `warmUp` starts the fetch
 * early: it is the form's onFocus (a visitor focuses a field or the button before anything is validated). A
 * validation before the fetch arrives waits for it.
 */
export interface LazyResolver<TFieldValues extends FieldValues, TContext, TTransformed> {
  resolver: Resolver<TFieldValues, TContext, TTransformed>;
  warmUp: () => void;
}

export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): LazyResolver<TFieldValues, TContext, TTransformed> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined;
  const preload = () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined; // a failed fetch is tried again at the next validation
      throw err;
    });
    return loading;
  };
  return {
    // A failed fetch here is not the visitor's concern yet: the validation that needs it tries again and reports.
    warmUp: () => void preload().catch(() => undefined),
    resolver: async (values, context, options) => (await preload())(values, context, options),
  };
}
