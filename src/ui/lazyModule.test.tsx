import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { lazyModule, useLazyModule } from './lazyModule';

const Greeting = () => <p>Hello</p>;

function Shows({ module }: { module: ReturnType<typeof lazyModule<{ default: () => React.JSX.Element }>> }) {
  const Loaded = useLazyModule(module)?.default;
  return Loaded ? <Loaded /> : <p>Waiting</p>;
}

describe('lazyModule', () => {
  it('loads once however often it is asked', async () => {
    const loader = vi.fn(() => Promise.resolve({ default: Greeting }));
    const module = lazyModule(loader);
    expect(module.current()).toBeUndefined();
    await Promise.all([module.load(), module.load()]);
    await module.load();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(module.current()?.default).toBe(Greeting);
  });

  it('tries again after a failed load', async () => {
    const loader = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Greeting });
    const module = lazyModule(loader);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ default: Greeting });
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyModule', () => {
  it('shows nothing of the module until it has loaded, then the module, without a Suspense boundary', async () => {
    let resolve: (module: { default: typeof Greeting }) => void = () => undefined;
    const module = lazyModule(() => new Promise<{ default: typeof Greeting }>((done) => (resolve = done)));
    render(<Shows module={module} />);
    expect(screen.getByText('Waiting').tagName).toBe('P');
    resolve({ default: Greeting });
    expect((await screen.findByText('Hello')).tagName).toBe('P');
  });

  it('renders a module loaded earlier on the first render', async () => {
    const module = lazyModule(() => Promise.resolve({ default: Greeting }));
    await module.load();
    render(<Shows module={module} />);
    expect(screen.getByText('Hello').tagName).toBe('P');
    expect(screen.queryByText('Waiting')).toBeNull();
  });
});
