/** The benchmark's reference page: one line, no data, no shell (docs/product.md#reference-page). */
export default function BareReference() {
  return <p>Passo</p>;
}
