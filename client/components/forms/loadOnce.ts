/**
 * Code a part needs only once someone uses it (a form's schema on its first focus):
 * the returned function starts loading it on its first call and hands every call
 * the same promise; null when it cannot be fetched.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T | null> {
  let loading: Promise<T | null> | undefined
  return () => (loading ??= load().catch(() => null))
}
