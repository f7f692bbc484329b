import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { FORM_CHECKS_UNAVAILABLE, resolverOnFirstTouch } from './resolver-on-first-touch';

type Form = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Form>>[2];
const valid: Resolver<Form> = async (values) => ({ values, errors: {} });
const settled = async <T>(p: Promise<T>) => Promise.race([p, new Promise((r) => setTimeout(() => r('pending'), 20))]);

describe('resolverOnFirstTouch', () => {
  it('loads nothing and answers nothing until the form is touched, then checks with what it loaded', async () => {
    const load = vi.fn(async () => valid);
    const { resolver, touch } = resolverOnFirstTouch(load, () => {});
    const early = Promise.resolve(resolver({ email: 'a@b.test' }, undefined, options));
    expect(await settled(early)).toBe('pending');
    expect(load).not.toHaveBeenCalled();
    touch();
    expect(await early).toEqual({ values: { email: 'a@b.test' }, errors: {} });
    await resolver({ email: 'c@d.test' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a form-level error when the code cannot load, and loads again on the next check', async () => {
    const load = vi.fn<() => Promise<Resolver<Form>>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(valid);
    const loaded = vi.fn();
    const { resolver, touch } = resolverOnFirstTouch(load, loaded);
    touch();
    const failed = await resolver({ email: 'a@b.test' }, undefined, options);
    expect(failed.errors).toEqual({ root: { type: 'unavailable', message: FORM_CHECKS_UNAVAILABLE } });
    expect(loaded).toHaveBeenLastCalledWith(false);
    expect(await resolver({ email: 'a@b.test' }, undefined, options)).toEqual({
      values: { email: 'a@b.test' },
      errors: {},
    });
    expect(loaded).toHaveBeenLastCalledWith(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
