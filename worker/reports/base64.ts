/** Base64 of a string's UTF-8 bytes: Resend attachments, with no Buffer in workerd. */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  // In chunks: String.fromCharCode(...bytes) overflows the stack on a long list.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}
