import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const accepts: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('fetches the resolver once, at the first validation or warm-up, and validates with it', async () => {
    const load = vi.fn(async () => accepts);
    const { resolver, warmUp } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    warmUp();
    expect(load).toHaveBeenCalledTimes(1);
    const result = await resolver({ name: 'Asha' }, undefined, options);
    await resolver({ name: 'Ravi' }, undefined, options);
    expect(result).toEqual({ values: { name: 'Asha' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the fetch again at the next validation when one fails', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(accepts);
    const { resolver } = lazyResolver(load);
    await expect(resolver({ name: 'Asha' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'Asha' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
