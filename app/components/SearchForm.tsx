import {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import {useNavigate, useSearchParams} from 'react-router';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {collectionPath, localizePath, productPath} from '~/lib/markets';
import {
  MIN_QUERY_LENGTH,
  predictiveRequest,
  predictiveResults,
  type PredictiveAnswer,
  type PredictiveResults,
} from '~/lib/search/predictive';
import {Icon} from './Icon';

/** Typing pauses this long before a request is sent. */
const DEBOUNCE_MS = 200;

/**
 * "Cerca" in the header: a GET form to `/{market}/search?s=…` (works without JavaScript); once
 * interactive, a combobox with products and collections as the shopper types (debounced, stale
 * requests cancelled), navigable with the arrow keys.
 */
export function SearchForm() {
  const t = useT();
  const {market, search} = useShell();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState(params.get('s') ?? '');
  const [results, setResults] = useState<PredictiveResults | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => {
    const text = query.trim();
    if (!search || !typed.current || text.length < MIN_QUERY_LENGTH) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const {url, init} = predictiveRequest(search, text);
      fetch(url, {...init, signal: controller.signal})
        .then((response) =>
          response.ok
            ? (response.json() as Promise<PredictiveAnswer>)
            : Promise.reject(new Error(`status ${response.status}`)),
        )
        .then((answer) => {
          setResults(predictiveResults(text, answer));
          setActive(-1);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn('[search] suggestions failed', error);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  const options = [
    ...(results?.products ?? []).map((product) => ({
      key: `p-${product.objectID}`,
      to: productPath(market, product.handle),
      label: product.title,
      detail: product.vendor,
    })),
    ...(results?.collections ?? []).map(({handle, title}) => ({
      key: `c-${handle}`,
      to: collectionPath(market, handle),
      label: title,
      detail: t('search.collection'),
    })),
  ];
  const expanded = open && options.length > 0;
  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself; the options follow, and the keys wrap around.
      const count = options.length + 1;
      setActive((current) => ((current + 1 + step + count) % count) - 1);
    } else if (event.key === 'Escape') {
      // The first Escape closes the suggestions; the browser's own (clear the field) comes next.
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      go(options[active].to);
    }
  };

  return (
    <form
      className="search-form"
      role="search"
      method="get"
      action={localizePath(market, '/search')}
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        className="search-form__input"
        type="search"
        name="s"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && options[active] ? `${id}-${active}` : undefined}
        value={query}
        onChange={(event) => {
          typed.current = true;
          setQuery(event.currentTarget.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
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
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="search-suggestions"
        hidden={!expanded}
      >
        {options.map((option, index) => (
          <div
            key={option.key}
            id={`${id}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="search-suggestions__option"
            onMouseDown={(event) => {
              event.preventDefault();
              go(option.to);
            }}
          >
            <span className="search-suggestions__label">{option.label}</span>
            <span className="search-suggestions__detail">{option.detail}</span>
          </div>
        ))}
      </div>
    </form>
  );
}
