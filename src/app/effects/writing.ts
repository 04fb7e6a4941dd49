import { toStoreError } from '../../store/errors';

/** Awaits a store write; a failure is logged and passed on as a StoreError about `path`. */
export async function writing<T>(path: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const storeError = toStoreError(error, path);
    console.error(storeError);
    throw storeError;
  }
}
