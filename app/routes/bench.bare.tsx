/** The benchmark's reference page: one line, no data, no shell (spec §1: renders bare). */
export default function BareReference() {
  return <p>Passo</p>;
}
