import {useRef} from 'react';
import {useT} from '~/hooks/use-t';
import {useClientLinks} from '~/hooks/use-client-links';

interface FacetLink {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** The listing with this value toggled. */
  to: string;
}

export interface FacetGroup {
  param: string;
  label: string;
  values: FacetLink[];
}

/**
 * The facets, in the order of docs/product.md#facets: native disclosures of links, so they work
 * before and without JavaScript; each link is the listing with that value toggled, and the URL
 * is the state.
 * A listing renders ~80 values, so each one is kept to a link and its count: every element,
 * attribute and text node is server render time (decision 0007).
 */
export function FacetPanel({facets}: {facets: FacetGroup[]}) {
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
                  <a href={value.to} aria-current={value.selected ? 'true' : undefined}>
                    {value.label}
                    <span className="facet__count">{` (${value.count})`}</span>
                    {value.selected ? (
                      <span className="visually-hidden">{`, ${t('search.selected')}`}</span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ))}
    </div>
  );
}
