/**
 * Link tokens for confirm / unsubscribe: random, mailed once, stored only as a hash
 * so a leaked database cannot confirm or remove anyone.
 */

/** 32 random bytes as base64url: 43 characters. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** A token as it arrives in a link: anything else is refused before hashing. */
export const tokenPattern = /^[A-Za-z0-9_-]{32,128}$/
