/**
 * Runs tasks with at most `concurrency` of them at once; the others wait in order (§9: route
 * preloading, 4 at once).
 */
export function createTaskQueue(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (running >= concurrency) return;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  };
  return {
    /** `task` once a place is free; its result (or failure) as a promise. */
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          task()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        });
        next();
      });
    },
    /** How many run now, and how many wait. */
    size: () => ({ running, waiting: waiting.length }),
  };
}
