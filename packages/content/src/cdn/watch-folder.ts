import { watch } from 'node:fs';

/**
 * Calls `reload` after files in a folder changed, once the saves have settled (`settleMs`
 * without another change): an editor's save writes a file in several steps, and a generator
 * writes hundreds. One reload runs at a time; changes during it bring one more. The watch never
 * keeps the process alive. Returns the function that ends it.
 */
export function watchFolder(
  directory: string,
  reload: () => Promise<void>,
  settleMs = 150,
): () => void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    timer = null;
    if (running !== null) {
      again = true;
      return;
    }
    running = reload().finally(() => {
      running = null;
      if (again) {
        again = false;
        run();
      }
    });
  };
  const watcher = watch(directory, { recursive: true }, () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(run, settleMs);
    timer.unref();
  });
  watcher.unref();
  return () => {
    if (timer !== null) clearTimeout(timer);
    watcher.close();
  };
}
