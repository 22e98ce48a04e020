/** Splide's core stylesheet, imported for its side effect (Vite bundles it). */
declare module '@splidejs/splide/css/core' {}
