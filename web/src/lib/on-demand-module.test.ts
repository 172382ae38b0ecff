import { describe, expect, it, vi } from 'vitest';
import { onDemandModule } from './on-demand-module.ts';

describe('onDemandModule', () => {
  it('runs the work after the first import, and at once, in the same task, after that', async () => {
    const module = onDemandModule(async () => ({ answer: 42 }));
    const work = vi.fn((loaded: { answer: number }) => loaded.answer);

    await expect(module.run(work)).resolves.toBe(42);
    work.mockClear();
    const second = module.run(work);
    expect(work).toHaveBeenCalledTimes(1);
    await expect(second).resolves.toBe(42);
  });

  it('imports on every run, as the server renderer notes the modules a page imports', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = onDemandModule(load);
    await module.run(() => {});
    await module.run(() => {});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries a failed import again', async () => {
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ answer: 42 });
    const module = onDemandModule(load);
    await expect(module.run((loaded) => loaded.answer)).rejects.toThrow('offline');
    await expect(module.run((loaded) => loaded.answer)).resolves.toBe(42);
  });
});
