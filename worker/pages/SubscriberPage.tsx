/**
 * The small Spanish pages behind the links in subscriber mails. A GET shows a
 * button (mail scanners open links, so opening one must change nothing); the
 * button POSTs to the same address.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { paths } from '../../shared/site/routes'
import type { NonceEnv } from '../headerMiddleware'
import { PageHead } from './PageHead'

const css = `
body{margin:0;background:#f7f7f7;color:#2C2C2C;font-family:'Source Sans 3',system-ui,sans-serif;font-size:18px;line-height:1.5;}
main{max-width:560px;margin:12vh auto;padding:0 24px;}
h1{font-family:Newsreader,Georgia,serif;font-weight:300;font-size:32px;margin:0 0 16px;}
button{font:inherit;background:#2C2C2C;color:#f7f7f7;border:0;padding:12px 28px;cursor:pointer;}
a{color:#2C2C2C;}
button:focus-visible,a:focus-visible{outline:2px solid #2C2C2C;outline-offset:3px;}
`

export function SubscriberPage(props: {
  title: string
  text: string
  /** A button posting to `action`, or none on a result page. */
  action?: { url: string; label: string }
  /** A second paragraph, after the text. */
  after?: string
  nonce?: string
}) {
  return (
    <html lang="es-AR">
      <PageHead title={props.title} css={css} nonce={props.nonce} />
      <body>
        <main>
          <h1>{props.title}</h1>
          <p>{props.text}</p>
          {props.after ? <p>{props.after}</p> : null}
          {props.action ? (
            <form method="post" action={props.action.url}>
              <button type="submit">{props.action.label}</button>
            </form>
          ) : null}
          <p>
            <a href={paths.home}>Volver al sitio</a>
          </p>
        </main>
      </body>
    </html>
  )
}

type PageProps = Parameters<typeof SubscriberPage>[0]

/** One of these pages as the answer: never cached, its style allowed by the CSP nonce. */
export function pageResponse(
  c: Context<NonceEnv>,
  status: ContentfulStatusCode,
  props: Omit<PageProps, 'nonce'>,
) {
  c.header('Cache-Control', 'no-store')
  return c.html(<SubscriberPage {...props} nonce={c.get('secureHeadersNonce')} />, status)
}
