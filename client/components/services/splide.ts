import { easeOut, palette } from '../../../shared/site/design'

/**
 * The few rules of Splide's core stylesheet the carousels need, written here so
 * they reach the prerendered page with the rest of its CSS (a CSS import would
 * only arrive with the page's script). Before Splide mounts, the first slide shows.
 */
export const splideCore = `
  .splide { position: relative; }
  .splide__track { position: relative; overflow: hidden; z-index: 0; }
  .splide__list { display: flex; margin: 0 !important; padding: 0 !important; list-style: none; height: 100%; }
  .splide__slide { position: relative; flex-shrink: 0; width: 100%; list-style: none; margin: 0; }
  .splide__arrow {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    z-index: 1;
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    padding: 0;
    border: 1px solid ${palette.grafito};
    border-radius: 0;
    background: ${palette.white};
    color: ${palette.grafito};
    cursor: pointer;
    transition: background-color 250ms ${easeOut}, color 250ms ${easeOut};
  }
  .splide__arrow:hover { background: ${palette.grafito}; color: ${palette.white}; }
  .splide__arrow:disabled { opacity: 0.3; cursor: default; }
  .splide__arrow svg { width: 18px; height: 18px; fill: currentColor; }
  .splide__arrow--prev { left: 0; }
  .splide__arrow--prev svg { transform: scaleX(-1); }
  .splide__arrow--next { right: 0; }
  .splide__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`
