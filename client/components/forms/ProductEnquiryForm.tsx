/**
 * The product enquiry form (Nombre, Teléfono, Email, Consulta, ENVIAR). STUB: the
 * forms work replaces the body; the product contact page only places it.
 */
export function ProductEnquiryForm({ productId }: { productId: string }) {
  return <div data-stub="product-enquiry-form" data-product={productId} />
}
