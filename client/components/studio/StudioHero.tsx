import { studioContent } from '../../../shared/content/studio'
import { breakpoints } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { contentSizesUpTo } from '../layout'
import { PhotoText } from '../media/PhotoText'
import { ButtonLink, Kicker, PageTitle } from '../typography'

/** The studio's opening: the title and 'RESERVA ACÁ' beside its photo, the photo under them on a phone. */
export function StudioHero() {
  const hero = studioContent.hero
  return (
    <PhotoText
      labelledBy="estudio"
      tone="lush"
      opening
      stackAt={breakpoints.studioHeroImage}
      photo={{
        image: hero.image,
        sizes: contentSizesUpTo(breakpoints.studioHeroImage, '40vw'),
        priority: true,
        stackedRatio: '4 / 3',
        side: 'end',
      }}
    >
      <div>
        <Kicker>{hero.kicker}</Kicker>
        <PageTitle id="estudio" style={{ marginBottom: '2.5rem' }}>
          {hero.title}
        </PageTitle>
        <ButtonLink href={paths.contact} $solid>
          {hero.cta}
        </ButtonLink>
      </div>
    </PhotoText>
  )
}
