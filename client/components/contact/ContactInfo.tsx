import { styled } from 'goober'
import { breakpoints, fonts, palette, upTo } from '../../../shared/site/design'
import { owner } from '../../../shared/content/owner'
import { InstagramIcon } from '../icons'
import { contentSizesUpTo, Inner, photoBeside, Section } from '../layout'
import { Picture } from '../media/Picture'
import { Kicker, SectionTitle } from '../typography'

const Grid = styled('div')`
  ${photoBeside('first', upTo(breakpoints.workLayout))}
  align-items: center;
`

const MapLink = styled('a')`
  display: block;
  position: relative;
  background: ${palette.orchid};
  img {
    width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
  }
  .caption {
    position: absolute;
    left: 0;
    bottom: 0;
    padding: 12px 16px;
    background: ${palette.white};
    font-family: ${fonts.sans};
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
  }
  &:hover .caption,
  &:focus-visible .caption {
    text-decoration: underline;
  }
`

const Details = styled('dl')`
  margin: 40px 0 0;
  border-top: 1px solid ${palette.orchid};
  > div {
    padding: 20px 0;
    border-bottom: 1px solid ${palette.orchid};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.25rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }
`

/** Instagram, e-mail and the studio's address; the photo opens the map in a new window. */
export function ContactInfo() {
  return (
    <Section aria-labelledby="datos">
      <Inner>
        <Grid>
          <MapLink href={owner.mapsUrl} target="_blank" rel="noopener noreferrer">
            <Picture
              image="contact-studio"
              sizes={contentSizesUpTo(breakpoints.workLayout, '45vw')}
            />
            <span className="caption">
              Ver en el mapa<span className="visually-hidden"> (se abre en una ventana nueva)</span>
            </span>
          </MapLink>
          <div>
            <Kicker>Contacto</Kicker>
            <SectionTitle id="datos">Dónde encontrarme</SectionTitle>
            <Details>
              <div>
                <Kicker as="dt">Instagram</Kicker>
                <dd>
                  <a href={owner.socialUrl} target="_blank" rel="noopener noreferrer">
                    <InstagramIcon />@{owner.instagram}
                  </a>
                </dd>
              </div>
              <div>
                <Kicker as="dt">E-mail</Kicker>
                <dd>
                  <a href={`mailto:${owner.email}`}>{owner.email}</a>
                </dd>
              </div>
              <div>
                <Kicker as="dt">Estudio</Kicker>
                <dd>
                  {owner.address.locality}, {owner.address.region}
                </dd>
              </div>
            </Details>
          </div>
        </Grid>
      </Inner>
    </Section>
  )
}
