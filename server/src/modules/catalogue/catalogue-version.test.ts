import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '#app/clock.ts';
import { createCatalogueVersionWatch } from './catalogue-version.ts';

function setup(initial: string | null) {
  let version = initial;
  const clock = new ManualClock(1_000_000);
  const readVersion = vi.fn(async () => version);
  const onChange = vi.fn();
  const watch = createCatalogueVersionWatch({ readVersion, clock, onChange });
  return { watch, clock, readVersion, onChange, bump: (v: string) => (version = v) };
}

describe('catalogue version watch', () => {
  it('reads the version at most once a second', async () => {
    const { watch, clock, readVersion } = setup('1');
    await watch.check();
    await watch.check();
    clock.advance(999);
    await watch.check();
    expect(readVersion).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await watch.check();
    expect(readVersion).toHaveBeenCalledTimes(2);
  });

  it('calls onChange when an import bumped the version, and only then', async () => {
    const { watch, clock, onChange, bump } = setup(null);
    await watch.check();
    clock.advance(1000);
    await watch.check();
    expect(onChange).not.toHaveBeenCalled();
    bump('2');
    clock.advance(1000);
    await watch.check();
    expect(onChange).toHaveBeenCalledTimes(1);
    clock.advance(1000);
    await watch.check();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shares one read among requests that arrive together', async () => {
    const { watch, readVersion } = setup('1');
    await Promise.all([watch.check(), watch.check(), watch.check()]);
    expect(readVersion).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next interval after a failed read', async () => {
    const { watch, clock, readVersion } = setup('1');
    readVersion.mockRejectedValueOnce(new Error('database gone'));
    await expect(watch.check()).rejects.toThrow('database gone');
    clock.advance(1000);
    await watch.check();
    expect(readVersion).toHaveBeenCalledTimes(2);
  });
});
