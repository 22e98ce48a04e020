/** A collapsable answer: plain text, or a bullet list. */
export function Answer({ answers }: { answers: string | readonly string[] }) {
  if (typeof answers === 'string') return <p>{answers}</p>
  return (
    <ul>
      {answers.map((a) => (
        <li key={a}>{a}</li>
      ))}
    </ul>
  )
}

/** Paragraphs whose '\n' are shown as line breaks. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((p) => (
    <p key={p}>
      {p.split('\n').map((line, i) => (
        <span key={line}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </p>
  ))
}
