import {useId} from 'react';
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
 * The sort control (docs/product.md#sort): a GET form; once interactive, a change navigates at
 * once.
 */
export function SortSelect({options, selected, hidden, urlFor}: SortSelectProps) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  return (
    <form method="get" className="sort-select">
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="visually-hidden">
        {t('search.sortLabel')}
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={selected}
        className="sort-select__control"
        onChange={(event) =>
          navigate(urlFor(event.currentTarget.value), {preventScrollReset: true})
        }
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--secondary">
          {t('search.applySort')}
        </button>
      </noscript>
    </form>
  );
}
