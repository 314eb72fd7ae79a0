import {useId} from 'react';
import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {productPath} from '~/lib/markets';
import type {ColourSwatch} from '~/lib/commerce/catalogue-types';

/**
 * The model's colours as swatches linking to their products, the shown one marked; the chosen
 * size goes along (the other colour's page keeps it when it has that size in stock).
 */
export function ColourSwatches({colours, size}: {colours: ColourSwatch[]; size: string | null}) {
  const t = useT();
  const {market} = useShell();
  const labelId = useId();
  const current = colours.find((colour) => colour.current);
  const query = size ? `?${new URLSearchParams({size})}` : '';
  return (
    <div className="colour-swatches">
      <p id={labelId} className="colour-swatches__label">
        {`${t('colours.label')}: `}
        <span className="colour-swatches__current">{current?.name}</span>
      </p>
      <ul className="colour-swatches__list" aria-labelledby={labelId}>
        {colours.map((colour) => (
          <li key={colour.handle}>
            <Link
              to={`${productPath(market, colour.handle)}${query}`}
              className="colour-swatch"
              aria-current={colour.current ? 'page' : undefined}
              title={colour.name}
            >
              <span className="colour-swatch__chip" style={{backgroundColor: colour.hex}} />
              <span className="visually-hidden">{colour.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
