/**
 * A field no person fills: off the screen, outside the tab order and hidden from assistive
 * technology, so only a script filling every field it finds puts anything in it (the server then
 * files nothing).
 */
export function Honeypot({name, label}: {name: string; label: string}) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
