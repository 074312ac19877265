import { routePreloadConcurrency } from '@vitrine/domain/recovery';
import { describe, expect, test } from 'vitest';
import { createTaskQueue } from './task-queue';

describe('the route preload queue (§9: route preload queue 4)', () => {
  test('runs at most 4 at once; the others start in order as places free up', async () => {
    const queue = createTaskQueue(routePreloadConcurrency);
    const finish = new Map<number, () => void>();
    const started: number[] = [];
    const done = Array.from({ length: 6 }, (_, index) =>
      queue.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(index);
            finish.set(index, () => resolve(index));
          }),
      ),
    );
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.size()).toEqual({ running: 4, waiting: 2 });
    finish.get(2)?.();
    await done[2];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    for (const index of [0, 1, 3, 4]) finish.get(index)?.();
    await Promise.all([done[0], done[1], done[3], done[4]]);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    finish.get(5)?.();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  test('a task that fails frees its place and rejects alone', async () => {
    const queue = createTaskQueue(1);
    const failed = queue.run(() => Promise.reject(new Error('chunk')));
    const next = queue.run(() => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('chunk');
    expect(await next).toBe('next');
  });
});
