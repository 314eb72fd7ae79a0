import {useT} from '~/hooks/use-t';

interface SizeOption {
  value: string;
  available: boolean;
  /** The size's variant, which the add-to-cart form posts (`merchandiseId`). */
  variantId: string | null;
}

interface SizeSelectorProps {
  sizes: SizeOption[];
  selected: string | null;
  onSelect: (size: string) => void;
  /** Labels the group, e.g. "Taglia". */
  label: string;
  /** The add-to-cart form's id: the chosen size travels in it, also before hydration. */
  form: string;
}

/**
 * The size chips: native radios, so arrow keys and screen readers work as usual. A sold-out size
 * is drawn struck through and named "– esaurita", and can still be chosen: the page then offers
 * "Avvisami quando disponibile" instead of the add button (docs/product.md#size-interaction).
 */
export function SizeSelector({sizes, selected, onSelect, label, form}: SizeSelectorProps) {
  const t = useT();
  return (
    <fieldset className="size-selector">
      <legend className="size-selector__legend">
        {t('product.selectSize')}
        <span className="visually-hidden"> ({label})</span>
      </legend>
      <div className="size-selector__options">
        {sizes.map((size) => (
          <label
            key={size.value}
            className={`size-chip${size.available ? '' : ' size-chip--sold-out'}`}
            title={size.available ? undefined : t('product.sizeSoldOut', {size: size.value})}
          >
            <input
              type="radio"
              name="merchandiseId"
              form={form}
              value={size.variantId ?? ''}
              data-size={size.value}
              checked={selected === size.value}
              onChange={() => onSelect(size.value)}
            />
            <span aria-hidden={!size.available}>{size.value}</span>
            {!size.available ? (
              <span className="visually-hidden">
                {t('product.sizeSoldOut', {size: size.value})}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
