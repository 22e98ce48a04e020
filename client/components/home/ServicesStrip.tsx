import { styled } from 'goober'
import { Link } from 'wouter'
import { homeContent, homeServiceCards } from '../../../shared/content/home'
import { breakpoints, easeOut, fonts, palette, under, upTo } from '../../../shared/site/design'
import { Inner, Section } from '../layout'
import { Picture } from '../media/Picture'
import { ItemTitle, SectionTitle } from '../typography'
import { photoFill, photoFrame } from '../../styles/photoFrame'

const Title = styled(SectionTitle)`
  text-align: center;
  margin-bottom: clamp(40px, 6vw, 80px);
`

const Cards = styled('ul')`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  /* The page grid's gutter between the cards: each takes four of its columns. */
  gap: clamp(24px, 3vw, 48px) var(--gutter);
  ${upTo(breakpoints.gallery)} {
    grid-template-columns: minmax(0, 1fr);
  }
`

/**
 * Tablets: photo beside the text, so three cards do not make a very long column.
 * The link is the title; its ::after covers the card so all of it is clickable,
 * while the link's name stays what it says.
 */
const Card = styled('article')`
  position: relative;
  display: block;
  ${upTo(breakpoints.gallery)} {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: 0 clamp(24px, 4vw, 48px);
    align-items: center;
  }
  ${under(breakpoints.headerNarrow)} {
    display: block;
  }
  text-decoration: none;
  color: ${palette.grafito};
  &:hover img,
  &:focus-within img {
    transform: scale(1.03);
  }
  &:hover h3 a,
  h3 a:focus-visible {
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }
  h3 a {
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`

const Photo = styled('div')`
  aspect-ratio: 4 / 5;
  ${photoFrame}
  ${upTo(breakpoints.gallery)} {
    grid-row: span 2;
  }
  img {
    ${photoFill}
    transition: transform 400ms ${easeOut};
  }
`

const CardTitle = styled(ItemTitle)`
  margin-top: 1.5rem;
  ${upTo(breakpoints.gallery)} {
    margin-top: 0;
    align-self: end;
  }
  ${under(breakpoints.headerNarrow)} {
    margin-top: 1.5rem;
  }
`

const CardText = styled('p')`
  margin-top: 0.75rem;
  align-self: start;
  font-family: ${fonts.sans};
  color: ${palette.roseDeep};
`

/** 'ME ENCANTA CAPTURAR EN FOTOS': the three service cards. */
export function ServicesStrip() {
  return (
    <Section $tone="lush" aria-labelledby="servicios-home">
      <Inner>
        <Title id="servicios-home">{homeContent.services.title}</Title>
        <Cards>
          {homeServiceCards.map((card) => (
            <li key={card.id}>
              <Card>
                <Photo>
                  <Picture image={card.image} sizes="(max-width: 992px) 90vw, 30vw" />
                </Photo>
                <CardTitle>
                  <Link href={card.link}>{card.title}</Link>
                </CardTitle>
                <CardText>{card.description}</CardText>
              </Card>
            </li>
          ))}
        </Cards>
      </Inner>
    </Section>
  )
}
