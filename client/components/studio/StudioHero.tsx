import { styled } from 'goober'
import { studioContent } from '../../../shared/content/studio'
import { paths } from '../../../shared/site/routes'
import { PageOpening } from '../media/PageOpening'
import { ButtonLink } from '../typography'

const Reserve = styled('div')`
  margin-top: 32px;
`

/**
 * The studio's opening: its photo, the title over it (under it on a phone, the photo 3:4
 * like every opening's), then 'QUIERO RESERVAR'.
 */
export function StudioHero() {
  const hero = studioContent.hero
  return (
    <PageOpening titleId="estudio" image={hero.image} kicker={hero.kicker} title={hero.title}>
      <Reserve>
        <ButtonLink href={paths.contact} $solid>
          {hero.cta}
        </ButtonLink>
      </Reserve>
    </PageOpening>
  )
}
