/**
 * The mail the local fake Resend (fake-resend.ts) delivered, as the specs read it: all of
 * it, what mentions a marker, what went to an address, and the sign-in code mailed to her.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import type { ReceivedEmail } from './fake-resend'
import { RESEND_PORT } from './playwright.config'

const fake = `http://127.0.0.1:${RESEND_PORT}`

/** Every mail the fake delivered, oldest first. */
export const receivedMails = async (request: APIRequestContext): Promise<ReceivedEmail[]> =>
  (await (await request.get(`${fake}/__received`)).json()) as ReceivedEmail[]

const recipients = (mail: ReceivedEmail): string[] => {
  const to = mail.body.to
  return (Array.isArray(to) ? to : [to]).map(String)
}

/** Mails the fake received that mention `marker` anywhere (subject, text, html). */
export async function mailsAbout(
  request: APIRequestContext,
  marker: string,
): Promise<ReceivedEmail[]> {
  const all = await receivedMails(request)
  return all.filter((m) => JSON.stringify(m.body).includes(marker))
}

export const mailTo = (mails: ReceivedEmail[], address: string) =>
  mails.filter((m) => recipients(m).some((r) => r.includes(address)))

/** The code in the newest mail to `address` after the first `after` mails, once it is there. */
export async function mailedCode(
  request: APIRequestContext,
  address: string,
  after: number,
): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const mine = (await receivedMails(request))
        .slice(after)
        .filter((m) => (m.body.to as string[]).includes(address))
      code = /\b(\d{6})\b/.exec(String(mine.at(-1)?.body.subject ?? ''))?.[1] ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}
