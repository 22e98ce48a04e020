/**
 * Where the build writes the sign-in window's passkey script (client/admin/passkey.ts,
 * bundled by scripts/build/admin.ts); the Worker's sign-in page names it.
 */
export const passkeyScriptPath = '/admin/passkey.js'
