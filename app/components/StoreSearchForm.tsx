import {Form} from 'react-router';
import {useT} from '~/hooks/use-t';
import {MAX_QUERY_LENGTH} from '~/lib/stores/store-search';
import {FormField} from './FormField';

/** The locator's search: a GET form (`?q=`), so it works the same without JavaScript. */
export function StoreSearchForm({action, query}: {action: string; query: string}) {
  const t = useT();
  return (
    <Form
      method="get"
      action={action}
      className="store-search"
      role="search"
      aria-label={t('stores.search')}
    >
      <FormField
        name="q"
        type="search"
        label={t('stores.searchLabel')}
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="address-level2"
      />
      <button type="submit" className="button button--primary">
        {t('stores.search')}
      </button>
    </Form>
  );
}
