import type {ReactNode} from 'react';
import {Form} from 'react-router';
import type {Address} from '~/lib/customer/account-types';
import {useT} from '~/hooks/use-t';
import {savedAddressValues} from '~/lib/customer/address-form';
import {AddressCard} from './AddressCard';
import {AddressForm} from './AddressForm';

interface Refused {
  errors: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
}

/** The first lines of an address (name, street): what its buttons name, to tell them apart. */
const summary = (address: {formatted: string[]}) => address.formatted.slice(0, 2).join(', ');

/**
 * The customer's addresses, the default one marked, each with "make default", "delete" and an
 * edit form in a disclosure (opened again, with its errors, when the server refused it).
 */
export function AddressList({
  addresses,
  defaultId,
  refused,
}: {
  addresses: Address[];
  defaultId: string | null;
  /** A refused edit: its `values.id` names the address. */
  refused: Refused | null;
}) {
  const t = useT();
  return (
    <ul className="address-list">
      {addresses.map((address) => {
        const own = refused?.values?.id === address.id ? refused : null;
        const name = summary(address);
        return (
          <li key={address.id} className="address-list__item">
            {address.id === defaultId ? (
              <p className="address-list__default">{t('account.addresses.default')}</p>
            ) : null}
            <AddressCard lines={address.formatted} />
            <div className="address-list__actions">
              {address.id !== defaultId ? (
                <AddressAction intent="default" id={address.id} className="button--secondary">
                  {t('account.addresses.makeDefault', {address: name})}
                </AddressAction>
              ) : null}
              <AddressAction intent="delete" id={address.id} className="button--text">
                {t('account.addresses.delete', {address: name})}
              </AddressAction>
            </div>
            <details open={Boolean(own)}>
              <summary>{t('account.addresses.edit', {address: name})}</summary>
              <AddressForm
                id={address.id}
                values={own?.values ?? savedAddressValues(address)}
                errors={own?.errors}
              />
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** One button posting an `intent` about one address. */
function AddressAction({
  intent,
  id,
  className,
  children,
}: {
  intent: 'default' | 'delete';
  id: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`button ${className}`}>
        {children}
      </button>
    </Form>
  );
}
