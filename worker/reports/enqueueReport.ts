/** How each report reaches the owner: through the outbox, once per idempotency key. */
import { insertMessage, type UnlinkedMessage } from '../db/messages'
import { isUniqueViolation } from '../errors'
import { log } from '../log'
import { ownerAddress } from '../mail/config'
import { enqueue } from '../mail/outbox'

/** Her address (OWNER_EMAIL), or none with a warning that the report named `what` is skipped. */
export function reportOwner(env: Env, what: string): string | undefined {
  const owner = ownerAddress(env)
  if (!owner) log.warn(`${what} skipped: no OWNER_EMAIL`)
  return owner
}

/**
 * Writes a report's message and what it marks (`alongside`) in one batch, then delivers it.
 * 'already-made' when another run wrote the same key first (two runs at once: the second
 * loses on the key, writing nothing).
 */
export async function enqueueReport(
  env: Env,
  message: UnlinkedMessage,
  now: number,
  alongside: D1PreparedStatement[] = [],
): Promise<'sent' | 'already-made'> {
  try {
    await enqueue(
      env,
      [insertMessage(env.DB, message, now), ...alongside],
      [message.idempotencyKey],
    )
  } catch (error) {
    if (isUniqueViolation(error)) return 'already-made'
    throw error
  }
  return 'sent'
}
