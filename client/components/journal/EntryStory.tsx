import { styled } from 'goober'
import type { JournalBlock, JournalEntry, JournalPhoto } from '../../../shared/content/journal'
import { breakpoints, fonts, layout, palette, under } from '../../../shared/site/design'
import { contentSizes } from '../layout'
import { OpenButton } from '../work/Gallery'

const { wide, medium, narrow } = layout.sidePadding
const measure = `${layout.storyMeasureEm}em`
/** 18px: the measure is counted in it. */
const textSize = '1.125rem'

/**
 * The story's rhythm: text in a column of about 65 characters, photos at the width she
 * chose (the column, wider, the whole screen, or two side by side at 4:5), centred.
 */
const Story = styled('div')`
  font-size: ${textSize};
  .text {
    max-width: ${measure};
    margin: 0 auto;
  }
  .text p,
  .text ul,
  .text ol,
  .text blockquote {
    margin: 0 0 24px;
  }
  .text h2 {
    margin: 48px 0 16px;
  }
  .text h3 {
    margin: 32px 0 12px;
  }
  .text blockquote {
    padding-left: 24px;
    border-left: 2px solid ${palette.orchid};
    font-family: ${fonts.serif};
    font-size: 1.375rem;
  }
  .text a {
    text-underline-offset: 0.15em;
  }
  .photo {
    margin: 24px auto 48px;
  }
  .photo > button {
    width: 100%;
  }
  .photo img {
    height: auto;
  }
  .column {
    max-width: ${measure};
  }
  .wide {
    max-width: ${layout.storyWide}px;
  }
  /* Edge to edge: out through the page's side padding. */
  .full {
    margin-left: -${wide}px;
    margin-right: -${wide}px;
    ${under(breakpoints.headerMedium)} {
      margin-left: -${medium}px;
      margin-right: -${medium}px;
    }
    ${under(breakpoints.headerNarrow)} {
      margin-left: -${narrow}px;
      margin-right: -${narrow}px;
    }
  }
  /* Side by side at every width (a pair, not a band of the page grid that stacks on a phone). */
  .pair {
    display: flex;
    gap: clamp(12px, 2vw, 24px);
    max-width: ${layout.storyWide}px;
  }
  .pair > button {
    flex: 1 1 0;
    min-width: 0;
    aspect-ratio: 4 / 5;
  }
  .pair img {
    height: 100%;
  }
`

const columnPx = layout.storyMeasureEm * 18
const sizes: Record<JournalPhoto['width'] | 'pair', string> = {
  column: contentSizes(columnPx + 2 * wide, `${columnPx}px`),
  wide: contentSizes(layout.storyWide + 2 * wide, `${layout.storyWide}px`),
  full: '100vw',
  pair: contentSizes(layout.storyWide + 2 * wide, `${Math.round(layout.storyWide / 2)}px`).replace(
    /calc\(100vw - (\d+)px\)/g,
    'calc((100vw - $1px) / 2)',
  ),
}

function Block({ block, entry }: { block: JournalBlock; entry: JournalEntry }) {
  const index = (photo: string) => entry.photos.indexOf(photo)
  if ('pair' in block)
    return (
      <div className="photo pair">
        {block.pair.map((photo) => (
          <OpenButton key={photo} image={photo} index={index(photo)} sizes={sizes.pair} />
        ))}
      </div>
    )
  if ('photo' in block)
    return (
      <div className={`photo ${block.width}`}>
        <OpenButton image={block.photo} index={index(block.photo)} sizes={sizes[block.width]} />
      </div>
    )
  return (
    // Rendered from her Markdown at build time, raw HTML off (shared/content/journal.ts).
    // oxlint-disable-next-line react/no-danger
    <div className="text" dangerouslySetInnerHTML={{ __html: block.html }} />
  )
}

/** An entry's story: its text and its photos, each a button that opens the lightbox. */
export function EntryStory({ entry }: { entry: JournalEntry }) {
  return (
    <Story className="story">
      {entry.blocks.map((block, i) => (
        <Block key={i} block={block} entry={entry} />
      ))}
    </Story>
  )
}
