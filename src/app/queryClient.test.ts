import { notifyManager, QueryObserver, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { createQueryClient } from './queryClient';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createQueryClient', () => {
  it('tells observers of an answer in the task it arrived in, before any later task', async () => {
    const client = createQueryClient();
    const observer = new QueryObserver<number>(client, { queryKey: ['answer'], queryFn: skipToken });
    const heard: string[] = [];
    // As useQuery subscribes: through the notify manager's batches, which its scheduler runs.
    const unsubscribe = observer.subscribe(
      notifyManager.batchCalls(() => heard.push(`data ${String(observer.getCurrentResult().data)}`)),
    );
    setTimeout(() => heard.push('a later task'), 0);
    client.setQueryData(['answer'], 1);
    await nextTask();
    await nextTask();
    unsubscribe();
    expect(heard).toEqual(['data 1', 'a later task']);
  });

  it('keeps answers and never refetches them on its own', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 30 * 60_000,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      retry: false,
      retryOnMount: false,
    });
  });
});
