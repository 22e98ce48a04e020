import { paths } from '../../../shared/site/routes'
import { Inner, Section } from '../layout'
import { PageTitle, TextLink } from '../typography'

/** An unknown product hash (no redirect): a short message and the way back to the shop. */
export function ProductNotFound() {
  return (
    <Section>
      <Inner>
        <PageTitle>Este producto no está disponible</PageTitle>
        <p style={{ margin: '24px 0' }}>
          Puede que el enlace esté mal escrito o que el producto ya no esté en la tienda.
        </p>
        <TextLink href={paths.shop}>VOLVER A LA TIENDA</TextLink>
      </Inner>
    </Section>
  )
}
