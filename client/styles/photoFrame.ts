import { palette } from '../../shared/site/design'

/** A box a photo fills, the palette's orchid showing until the photo arrives. */
export const photoFrame = `overflow: hidden; background: ${palette.orchid};`

/** The photo (`img`) inside such a box: it fills it, cropped, never stretched. */
export const photoFill = 'width: 100%; height: 100%; object-fit: cover;'
