/**
 * A host's storage answers with anything: a value, a promise of any realm, a thenable whose
 * `then` throws when read, a Proxy that throws on every read, an error that cannot be printed.
 * These read such answers without ever letting a throw escape to the element, and run each
 * storage key's calls one at a time.
 */
import type { GameStorage } from '../storage-key.js';

/** Whether a storage answered later (a promise or thenable); one whose `then` cannot even be read is, and it fails. */
export function isLater(value: unknown): value is PromiseLike<unknown> {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return false;
  try {
    return typeof (value as PromiseLike<unknown>).then === 'function';
  } catch {
    // `Promise.resolve` reads `then` again and turns the throw into a rejection.
    return true;
  }
}

/** A storage answer, sync or async, handed to `then` as it comes: at once when sync. */
export function whenAnswered<T, R>(answer: T | PromiseLike<T>, then: (value: T) => R): R | Promise<R> {
  return isLater(answer) ? Promise.resolve(answer).then(then) : then(answer as T);
}


/** Why a storage call failed, in at most 100 characters, whatever was thrown (a getter that throws, a Proxy, a symbol). */
export function reasonOf(error: unknown): string {
  try {
    const message: unknown = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
    if (typeof message === 'string' && message !== '') return message.slice(0, 100);
  } catch {
    // Falls through: the error is described by its kind.
  }
  return `it threw ${error === null ? 'null' : typeof error === 'object' ? 'an object' : typeof error}`;
}

/** How long one storage call may take before it counts as failed and the next one goes. */
export const STORAGE_CALL_MS = 10_000;

export interface Write {
  readonly run: () => unknown;
  /** Whose write it is: a newer write of the same table to the same key takes its waiting one's place. */
  readonly owner: object;
  readonly failed: (error: unknown) => void;
  /** A call given up on (STORAGE_CALL_MS) that lands after all may have undone newer ones: this writes them again. */
  readonly landedLate?: () => void;
  /** Given up on: whatever it answers later is not taken for the answer. */
  abandoned?: boolean;
}

/**
 * Storage calls waiting per storage and key, run one at a time in order, so an async storage
 * never lands an older save after a newer one (or after a won game's removal), a read never
 * misses a write still under way, and two tables adding to one game's statistics never write
 * over each other. Tables share this only as they share the storage itself (a host's object,
 * or localStorage). The first call of a key's list is under way.
 */
const queues = new WeakMap<GameStorage, Map<string, Write[]>>();

/** Whether calls on `key` of `store` are under way or waiting. */
export const isQueued = (store: GameStorage, key: string): boolean => queues.get(store)?.has(key) === true;

export function enqueue(store: GameStorage, key: string, write: Write): void {
  let byKey = queues.get(store);
  if (!byKey) queues.set(store, (byKey = new Map()));
  const queue = byKey.get(key);
  if (!queue) {
    byKey.set(key, [write]);
    return drain(byKey, key);
  }
  // In the waiting one's place: a read queued after it still comes after the newer write.
  const waiting = queue.findIndex((other, i) => i > 0 && other.owner === write.owner);
  if (waiting > 0) queue[waiting] = write;
  else queue.push(write);
}

/**
 * Runs a key's calls: a sync storage's at once, an async one's each after the last has settled
 * (or failed for taking over STORAGE_CALL_MS: a call that never answers must not stop the rest).
 */
function drain(byKey: Map<string, Write[]>, key: string): void {
  const queue = byKey.get(key)!;
  while (queue.length > 0) {
    const write = queue[0]!;
    let done: unknown;
    try {
      done = write.run();
    } catch (error) {
      write.failed(error);
    }
    if (isLater(done)) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise((_, reject) => (timer = setTimeout(() => {
        write.abandoned = true;
        reject(new Error(`no answer in ${STORAGE_CALL_MS / 1000} s`));
      }, STORAGE_CALL_MS)));
      void Promise.resolve(done).then(() => write.abandoned && write.landedLate?.(), () => undefined);
      void Promise.race([done, late]).then(undefined, write.failed).then(() => {
        clearTimeout(timer);
        queue.shift();
        drain(byKey, key);
      });
      return;
    }
    queue.shift();
  }
  byKey.delete(key);
}
