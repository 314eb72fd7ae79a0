import {useId} from 'react';
import {useSearchParams} from 'react-router';
import {useT} from '~/lib/i18n';
import {useShell} from '~/lib/shell-context';
import {localizePath} from '~/lib/markets';
import {Icon} from './Icon';

/** "Cerca" in the header: a plain GET form to `/{market}/search?s=…`, so it works without JS. */
export function SearchForm() {
  const t = useT();
  const {market} = useShell();
  const [params] = useSearchParams();
  const id = useId();
  return (
    <form
      className="search-form"
      role="search"
      method="get"
      action={localizePath(market, '/search')}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        className="search-form__input"
        type="search"
        name="s"
        defaultValue={params.get('s') ?? ''}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
      />
      <button
        type="submit"
        className="icon-button search-form__submit"
        aria-label={t('search.submit')}
      >
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
