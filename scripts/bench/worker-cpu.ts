/**
 * What counting a visit costs the Worker per page, in CPU: deciding it is a person,
 * naming the page and the source (worker/insight/visits.ts), timed over many calls in
 * Node on this machine. The upsert itself is I/O, after the answer (waitUntil).
 * `npm run bench` writes the figure beside the TTFB it measures.
 */
import { isPersonViewing, pageOf, sourceOf } from '../../worker/insight/person'
import { benchRoutes } from './routes'

const agent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** Microseconds of CPU per counted page view (the median of five rounds). */
export function countCpuMicros(calls = 20_000): number {
  const requests = benchRoutes.map(
    (route) =>
      new Request(`https://estudio.example${route}`, {
        headers: {
          accept: 'text/html',
          'user-agent': agent,
          referer: 'https://www.google.com/',
        },
      }),
  )
  const pages = new Map(benchRoutes.map((route) => [route, route]))
  const round = () => {
    const start = process.cpuUsage()
    for (let i = 0; i < calls; i++) {
      const request = requests[i % requests.length]!
      const url = new URL(request.url)
      if (isPersonViewing(request))
        void [pageOf(url.pathname, pages), sourceOf(url, request.headers.get('referer'), [])]
    }
    const used = process.cpuUsage(start)
    return (used.user + used.system) / calls
  }
  round() // warm up
  const rounds = Array.from({ length: 5 }, round).sort((a, b) => a - b)
  return rounds[2]!
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(`${countCpuMicros().toFixed(1)} µs of CPU per counted page view`)
