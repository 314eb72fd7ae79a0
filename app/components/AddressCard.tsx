/** A mailing address as the platform formats it, one line each. */
export function AddressCard({lines}: {lines: readonly string[]}) {
  return (
    <address className="address-card">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
