import {useRef} from 'react';
import {useT} from '~/hooks/use-t';
import {useClientLinks} from '~/hooks/use-client-links';

interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** The listing with this value toggled (link mode). */
  to?: string;
}

export interface FacetGroup {
  param: string;
  label: string;
  values: FacetValue[];
}

/**
 * The facets, in the order of docs/product.md#facets, as native disclosures. On the page each
 * value is a link to the listing with that value toggled, so they work before and without
 * JavaScript and the URL is the state. In the filter sheet (`onToggle`) each is a checkbox whose
 * choice waits for "Mostra N prodotti".
 * A listing renders ~80 values, so each link is kept to a link and its count (a `<small>`, no
 * class): every element, attribute and text node is server render time (decisions 0007, 0028).
 */
export function FacetPanel({
  facets,
  onToggle,
}: {
  facets: FacetGroup[];
  onToggle?: (param: string, value: string) => void;
}) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  useClientLinks(panel);
  return (
    <div className="facets" ref={panel}>
      {facets
        .filter((facet) => facet.values.length > 0)
        .map((facet) => (
          <details
            key={facet.param}
            className="facet"
            open={facet.values.some((value) => value.selected) || undefined}
          >
            <summary className="facet__title">{facet.label}</summary>
            <ul className="facet__values">
              {facet.values.map((value) => (
                <li key={value.value}>
                  {onToggle ? (
                    <label>
                      <input
                        type="checkbox"
                        checked={value.selected}
                        onChange={() => onToggle(facet.param, value.value)}
                      />
                      {value.label}
                      <small>{` (${value.count})`}</small>
                    </label>
                  ) : (
                    <a href={value.to} aria-current={value.selected ? 'true' : undefined}>
                      {value.label}
                      <small>{` (${value.count})`}</small>
                      {value.selected ? (
                        <span className="visually-hidden">{`, ${t('search.selected')}`}</span>
                      ) : null}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </details>
        ))}
    </div>
  );
}
