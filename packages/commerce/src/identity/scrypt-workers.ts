import { Worker } from 'node:worker_threads';
import { type DeriveKey, scryptKeyLength, scryptMaxmem } from './password-hash';

/**
 * A worker's code, as a string so that it survives bundling (the storefront's server build).
 * It sets its own thread's nice value to the one it is given (`workerData.nice`; on Linux the
 * nice value is per thread), then runs scrypt synchronously on that thread. At 19, the default,
 * a hash takes a core only while nothing else wants it. A value below the one the thread inherits
 * (a server started under `nice`) needs privilege: refused, the worker hashes at the inherited one.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { setPriority } = require('node:os');
try { setPriority(0, workerData.nice); } catch {}
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Job {
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

export interface ScryptWorkers {
  /** scrypt on a worker at the given nice value; at most `size` at once, the rest wait. */
  readonly derive: DeriveKey;
  /** Workers started so far (they start on first use). */
  readonly started: number;
}

/**
 * Up to `size` worker threads that derive scrypt keys at the nice value `nice` (0–19). At 19, the
 * lowest CPU priority and the default, the pages' event loop (and libuv's pool, which file reads
 * and compression use) always comes first: on libuv's pool, 60 logins at once made a 30 ms page
 * take 7–8 s (issue 12, item 5). A lower value is for a machine whose cores other processes keep
 * busy (a CI runner's browsers and test runners at normal priority), where a hash at 19 gets
 * about 1% of a core and takes minutes. The workers start on first use and do not keep the
 * process alive.
 */
export function createScryptWorkers(size: number, nice: number): ScryptWorkers {
  const idle: Worker[] = [];
  const waiting: ((worker: Worker) => void)[] = [];
  const jobs = new Map<number, Job>();
  const running = new Map<Worker, number>();
  let started = 0;
  let nextId = 0;

  function release(worker: Worker) {
    running.delete(worker);
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  }

  function start(): Worker {
    started += 1;
    const worker = new Worker(workerSource, { eval: true, workerData: { nice } });
    worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => {
      const job = jobs.get(message.id);
      jobs.delete(message.id);
      // An idle worker does not keep the process alive; one at work does (ref in derive).
      worker.unref();
      release(worker);
      if (job === undefined) return;
      if (message.key) {
        job.resolve(Buffer.from(message.key.buffer, message.key.byteOffset, message.key.length));
      } else job.reject(new Error(message.error ?? 'scrypt failed'));
    });
    // A worker that dies fails its job and makes room for a new one.
    const fail = (error: Error) => {
      const id = running.get(worker);
      running.delete(worker);
      const index = idle.indexOf(worker);
      if (index >= 0) idle.splice(index, 1);
      started -= 1;
      const job = id === undefined ? undefined : jobs.get(id);
      if (id !== undefined) jobs.delete(id);
      job?.reject(error);
      const next = waiting.shift();
      if (next) next(start());
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (running.has(worker) || idle.includes(worker))
        fail(new Error(`scrypt worker exited with ${code}`));
    });
    // After the listeners: adding a 'message' listener refs the worker again.
    worker.unref();
    return worker;
  }

  function acquire(): Promise<Worker> {
    const free = idle.pop();
    if (free) return Promise.resolve(free);
    if (started < size) return Promise.resolve(start());
    return new Promise((resolve) => waiting.push(resolve));
  }

  return {
    async derive(password, salt, cost) {
      const worker = await acquire();
      const id = nextId++;
      running.set(worker, id);
      worker.ref();
      return new Promise<Buffer>((resolve, reject) => {
        jobs.set(id, { resolve, reject });
        worker.postMessage({
          id,
          password,
          salt: new Uint8Array(salt),
          keyLength: scryptKeyLength,
          options: { ...cost, maxmem: scryptMaxmem(cost) },
        });
      });
    },
    get started() {
      return started;
    },
  };
}
