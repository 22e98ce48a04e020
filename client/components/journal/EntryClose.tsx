import { styled } from 'goober'
import {
  journalFamilySection,
  journalKindLabels,
  type JournalEntry,
  type JournalKind,
} from '../../../shared/content/journal'
import { breakpoints, layout, palette, under } from '../../../shared/site/design'
import { whatsappHref } from '../../../shared/site/whatsapp'
import { paths } from '../../../shared/site/routes'
import { whatsappGreeting } from '../../../shared/site/whatsapp'
import { gridColumns, Inner, Section } from '../layout'
import { ButtonLink, ExternalButton, Kicker, kickerText, SectionTitle } from '../typography'
import { linkTitle } from '../../styles/photoCard'
import { JournalList } from './JournalList'

/** The service page that tells more about a kind of session, and the form to book it. */
export function bookingFor(kind: JournalKind): { service: string; text: string; contact: string } {
  const section = journalFamilySection[kind]
  if (section)
    return {
      service: paths.families(section),
      text: `la sesión de ${journalKindLabels[kind].toLowerCase()}`,
      contact: paths.contactForm('families'),
    }
  if (kind === 'brands')
    return {
      service: paths.brands,
      text: 'la fotografía para marcas',
      contact: paths.contactForm('brands'),
    }
  if (kind === 'studio')
    return { service: paths.studio, text: 'el estudio', contact: paths.contact }
  return {
    service: paths.families(),
    text: 'la fotografía de familia',
    contact: paths.contactForm('families'),
  }
}

/** On the page grid: the older story on the left half, the newer on the right. */
const Neighbours = styled('nav')`
  ${gridColumns}
  row-gap: 24px;
  margin-top: clamp(56px, 7vw, 96px);
  padding-top: 32px;
  border-top: 1px solid ${palette.orchid};
  a {
    display: block;
    text-decoration: none;
  }
  .older {
    grid-column: 1 / span 6;
  }
  .newer {
    grid-column: 7 / span 6;
    text-align: right;
  }
  .label {
    ${kickerText}
    color: ${palette.roseDeep};
  }
  ${linkTitle('a', { top: '8px', size: 'clamp(1.375rem, 2.4vw, 2rem)', underline: '0.15em' })}
  ${under(breakpoints.headerNarrow)} {
    grid-template-columns: minmax(0, 1fr);
    .older,
    .newer {
      grid-column: auto;
      text-align: left;
    }
  }
`

/**
 * On the story's text column: the same measure, counted in the same 18px, so its edges
 * are the paragraphs' edges. The kicker keeps its own label size.
 */
const Booking = styled('div')`
  max-width: ${layout.storyMeasureEm}em;
  margin: 0 auto;
  font-size: 1.125rem;
  text-align: center;
  h2 {
    text-wrap: balance;
  }
  .invite {
    margin: 20px 0 32px;
  }
  .invite a {
    text-underline-offset: 0.15em;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 16px;
  }
`

/** The older story on the left and the newer on the right, each by its title. */
export function EntryNeighbours({ newer, older }: { newer?: JournalEntry; older?: JournalEntry }) {
  if (!newer && !older) return null
  return (
    <Neighbours aria-label="Otras historias">
      {older ? (
        <a className="older" href={paths.journalEntry(older.slug)}>
          <span className="label">
            <span aria-hidden="true">←</span> Anterior
          </span>
          <span className="title">{older.title}</span>
        </a>
      ) : null}
      {newer ? (
        <a className="newer" href={paths.journalEntry(newer.slug)}>
          <span className="label">
            Siguiente <span aria-hidden="true">→</span>
          </span>
          <span className="title">{newer.title}</span>
        </a>
      ) : null}
    </Neighbours>
  )
}

/**
 * Up to three stories of the same kind of session; nothing under two: a lone one is
 * usually the story the 'Anterior'/'Siguiente' links above already offer.
 */
export function RelatedStories({
  entry,
  related,
}: {
  entry: JournalEntry
  related: JournalEntry[]
}) {
  if (related.length < 2) return null
  return (
    <Section $tone="lush" aria-labelledby="relacionadas">
      <Inner>
        <SectionTitle id="relacionadas" style={{ marginBottom: 48 }}>
          Más historias de {journalKindLabels[entry.kind].toLowerCase()}
        </SectionTitle>
        {/* Set as the list sets its stories: one is wide, two are halves. */}
        <JournalList entries={related} />
      </Inner>
    </Section>
  )
}

/** The close: booking this kind of session, by the form or by WhatsApp. */
export function BookSession({ entry }: { entry: JournalEntry }) {
  const booking = bookingFor(entry.kind)
  return (
    <Section aria-labelledby="tu-sesion">
      <Inner>
        <Booking>
          <Kicker>Tu sesión</Kicker>
          <SectionTitle id="tu-sesion">¿Te imaginás una sesión así?</SectionTitle>
          <p className="invite">
            Mirá cómo es <a href={booking.service}>{booking.text}</a>, o escribime y lo charlamos.
          </p>
          <div className="actions">
            <ButtonLink $solid href={booking.contact}>
              QUIERO MI SESIÓN
            </ButtonLink>
            <ExternalButton
              href={whatsappHref(paths.journalEntry(entry.slug), whatsappGreeting)}
              target="_blank"
              rel="noopener noreferrer"
            >
              ESCRIBIME POR WHATSAPP
            </ExternalButton>
          </div>
        </Booking>
      </Inner>
    </Section>
  )
}
