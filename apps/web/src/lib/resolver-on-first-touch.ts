import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export const FORM_CHECKS_UNAVAILABLE =
  'The form could not finish loading. Please check your connection and type again.';

/**
 * A form's resolver that loads when the visitor first touches the form (`touch`: focus, pointer,
 * input) instead of with the page: zod is a third of the login page's JavaScript, and a
 * visitor who only looks at the page never needs it. A check asked for before the touch
 * (react-hook-form checks an empty form's validity as it mounts) waits for it, so Submit stays
 * disabled, as it is for the empty form. If the code cannot load, the check answers a form-level
 * error and `onLoaded(false)`, and the next check loads again.
 */
export function resolverOnFirstTouch<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
  onLoaded: (loaded: boolean) => void,
): { resolver: Resolver<T>; touch: () => void } {
  let touch!: () => void;
  const touched = new Promise<void>((resolve) => (touch = resolve));
  let loading: Promise<Resolver<T>> | undefined;
  const resolver: Resolver<T> = async (values, context, options) => {
    await touched;
    let real: Resolver<T>;
    try {
      real = await (loading ??= load());
    } catch {
      loading = undefined;
      onLoaded(false);
      const errors = { root: { type: 'unavailable', message: FORM_CHECKS_UNAVAILABLE } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    onLoaded(true);
    return real(values, context, options);
  };
  return { resolver, touch };
}
