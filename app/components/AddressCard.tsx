/** A mailing address as the platform formats it, one line each. */
export function AddressCard({address}: {address: {formatted: string[]}}) {
  return (
    <address className="address-card">
      {address.formatted.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
