import {useEffect, useId, useRef, useState} from 'react';
import {useNavigate} from 'react-router';
import {useT} from '~/hooks/use-t';

interface SortSelectProps {
  options: Array<{value: string; label: string}>;
  selected: string;
  /** The listing's other state, carried by the form when it is submitted without JavaScript. */
  hidden: Array<[name: string, value: string]>;
  /** The listing URL for each sort value, for navigation once the page is interactive. */
  urlFor: (value: string) => string;
}

/**
 * The sort control (docs/product.md#sort): "Ordina" once, as the visible label, and a native
 * select in a GET form (docs/decisions/0014-sort-label-once.md). A choice made with the pointer
 * (or a phone's picker) applies at once; one made with the keyboard waits until the shopper
 * commits it with Enter or "Applica", so arrowing through the options never reloads the results
 * under them (WCAG 3.2.2). Focus stays on the select while the results change.
 */
export function SortSelect({options, selected, hidden, urlFor}: SortSelectProps) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const keyboard = useRef(false);
  const [value, setValue] = useState(selected);
  // The last sort sent: while its results load it is not waiting to be applied.
  const [sent, setSent] = useState(selected);
  // The applied sort follows the URL (Back, a chip, the filter sheet).
  useEffect(() => setValue(selected), [selected]);
  const pending = value !== selected && value !== sent;
  const apply = (next: string) => {
    setSent(next);
    select.current?.focus();
    void navigate(urlFor(next), {preventScrollReset: true});
  };
  return (
    <form
      method="get"
      className="sort-select"
      onSubmit={(event) => {
        event.preventDefault();
        apply(value);
      }}
    >
      {hidden.map(([name, hiddenValue], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={hiddenValue} />
      ))}
      <label htmlFor={id} className="sort-select__label">
        {t('search.sortLabel')}
      </label>
      <select
        ref={select}
        id={id}
        name="sort"
        value={value}
        className="sort-select__control"
        onPointerDown={() => (keyboard.current = false)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && pending) {
            event.preventDefault();
            apply(value);
          } else if (event.key !== 'Tab' && event.key !== 'Shift') keyboard.current = true;
        }}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setValue(next);
          if (!keyboard.current) apply(next);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {pending ? (
        <button type="submit" className="button button--secondary">
          {t('search.applySort')}
        </button>
      ) : (
        <noscript>
          <button type="submit" className="button button--secondary">
            {t('search.applySort')}
          </button>
        </noscript>
      )}
    </form>
  );
}
