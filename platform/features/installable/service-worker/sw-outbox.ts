/**
 * The service worker's outbox: requests made offline (RSVPs), kept in IndexedDB until they are
 * sent. IndexedDB because the worker cannot read localStorage and the outbox must outlive it.
 */
export interface QueuedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  queuedAt: number;
}

const DB_NAME = 'cakeday-outbox';
const STORE = 'requests';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    db.close();
  }
}

export async function queueRequest(item: QueuedRequest): Promise<void> {
  await run('readwrite', (store) => store.add(item));
}

/** Oldest first (ids grow). */
export function readQueued(): Promise<Array<QueuedRequest & { id: number }>> {
  return run('readonly', (store) => store.getAll() as IDBRequest<Array<QueuedRequest & { id: number }>>);
}

export async function deleteQueued(id: number): Promise<void> {
  await run('readwrite', (store) => store.delete(id));
}
