import { styled } from 'goober'
import { Link } from 'wouter'
import { homeContent, homeServiceCards } from '../../../shared/content/home'
import { breakpoints, easeOut, fonts, palette, under, upTo } from '../../../shared/design'
import { Inner, Section } from '../layout'
import { Picture } from '../media/Picture'
import { SectionTitle } from '../typography'

const Title = styled(SectionTitle)`
  text-align: center;
  margin-bottom: clamp(40px, 6vw, 80px);
  letter-spacing: 0.04em;
`

const Cards = styled('ul')`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: clamp(24px, 3vw, 48px);
  ${upTo(breakpoints.gallery)} {
    grid-template-columns: minmax(0, 1fr);
  }
`

/** Tablets: photo beside the text, so three cards do not make a very long column. */
const Card = styled(Link)`
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
  &:focus-visible img {
    transform: scale(1.03);
  }
  &:hover h3,
  &:focus-visible h3 {
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }
`

const Photo = styled('div')`
  aspect-ratio: 4 / 5;
  overflow: hidden;
  ${upTo(breakpoints.gallery)} {
    grid-row: span 2;
  }
  background: ${palette.orchid};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 400ms ${easeOut};
  }
`

const CardTitle = styled('h3')`
  margin-top: 1.5rem;
  ${upTo(breakpoints.gallery)} {
    margin-top: 0;
    align-self: end;
  }
  ${under(breakpoints.headerNarrow)} {
    margin-top: 1.5rem;
  }
  font-size: clamp(1.5rem, 2.2vw, 2rem);
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
              <Card
                href={card.link}
                aria-labelledby={`servicio-${card.id}`}
                aria-describedby={`servicio-${card.id}-texto`}
              >
                <Photo>
                  <Picture image={card.image} sizes="(max-width: 992px) 90vw, 30vw" />
                </Photo>
                <CardTitle id={`servicio-${card.id}`}>{card.title}</CardTitle>
                <CardText id={`servicio-${card.id}-texto`}>{card.description}</CardText>
              </Card>
            </li>
          ))}
        </Cards>
      </Inner>
    </Section>
  )
}
