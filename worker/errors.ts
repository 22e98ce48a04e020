/** D1 could not be reached or refused a write: answered 503, never half-written. */
export class StorageUnavailable extends Error {
  override name = 'StorageUnavailable'
}

/** Runs a data function, turning any D1 failure into StorageUnavailable. */
export async function storage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof StorageUnavailable) throw error
    throw new StorageUnavailable(error instanceof Error ? error.name : 'D1 error', { cause: error })
  }
}

/**
 * A unique-constraint failure (directly, or wrapped by `storage`): a concurrent
 * copy of the same submission, report or digest was written first.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint/i.test(e.message)) return true
  }
  return false
}
