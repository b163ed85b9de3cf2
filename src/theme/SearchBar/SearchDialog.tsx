/**
 * The search dialog (loaded on first use by ./index.tsx). A native modal <dialog> gives the focus
 * handling: the rest of the page is inert while it is open, Escape closes it and focus returns to the
 * navbar field. Inside is a combobox with a listbox of results (WAI-ARIA combobox pattern).
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {useHistory} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {
  MAX_QUERY_LENGTH,
  preloadIndex,
  quotedAgain,
  resultHref,
  search,
  type SearchResult,
} from '@site/src/search/searchClient';
import styles from './styles.module.css';
import {SnippetText, Suggestion} from './ResultParts';

const STALL_THRESHOLD_MS = 300;

type Status = 'idle' | 'loading' | 'stalled' | 'done';

interface Props {
  baseUrl: string;
  initialQuery: string;
  onClose: (query: string) => void;
}

export default function SearchDialog({baseUrl, initialQuery, onClose}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const listId = useId();
  const [query, setQuery] = useState(initialQuery.slice(0, MAX_QUERY_LENGTH));
  const [results, setResults] = useState<SearchResult[]>([]);
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [searched, setSearched] = useState('');
  const [suggestion, setSuggestion] = useState<string | undefined>();
  const closed = useRef(false);

  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    dialogRef.current?.close();
    onClose(query);
  }, [onClose, query]);

  const labels = {
    clear: translate({
      id: 'search.button.clear',
      message: 'Wissen',
      description: 'Title of the button that clears the search query',
    }),
    submit: translate({
      id: 'search.button.submit',
      message: 'Verzenden',
      description: 'Title of the search submit button',
    }),
    cancel: translate({
      id: 'search.button.cancel',
      message: 'Annuleren',
      description: 'Title of the button that closes the search dialog',
    }),
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const input = inputRef.current;
    if (input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
    void preloadIndex(baseUrl);
  }, [baseUrl]);

  // Search on every change of the query; a later answer replaces an earlier one, never the reverse.
  useEffect(() => {
    if (!query.trim()) {
      setResults([]);
      setStatus('idle');
      setSearched('');
      return;
    }
    let current = true;
    setStatus((previous) => (previous === 'stalled' ? previous : 'loading'));
    const stall = window.setTimeout(() => current && setStatus('stalled'), STALL_THRESHOLD_MS);
    void search(baseUrl, query).then((answer) => {
      // A stale answer: a newer query overtook this one in the worker (and is on its way).
      if (!current || answer.stale) return;
      window.clearTimeout(stall);
      setResults(answer.results);
      setSuggestion(answer.suggestion);
      setActive(0);
      setSearched(answer.failed ? '' : query);
      setStatus('done');
      // The first search shows results before their quotes are in; the same results, quoted, follow
      // (same order, so the selection stays).
      void quotedAgain(baseUrl, query, answer).then((quoted) => {
        if (current && quoted) setResults(quoted.results);
      });
    });
    return () => {
      current = false;
      window.clearTimeout(stall);
    };
  }, [baseUrl, query]);

  const open = (result: SearchResult) => {
    close();
    history.push(resultHref(result));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // A search field would clear itself on Escape; here Escape always closes the dialog.
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    }
  };

  /** The search page for the query: shareable as a link (`/search?q=…`). */
  const searchPageHref = `${baseUrl}search?${new URLSearchParams({q: query}).toString()}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (results[active]) open(results[active]);
    else if (query.trim()) {
      close();
      history.push(searchPageHref);
    } else close();
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const showEmpty = status === 'done' && searched.trim() !== '' && results.length === 0;

  return (
    // The backdrop click (onClick) is a pointer shortcut for what Escape does from the keyboard (onCancel),
    // so the dialog needs no key handler of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={translate({
        id: 'search.dialog.title',
        message: 'Zoeken in de handleiding',
        description: 'Accessible title of the search dialog',
      })}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // A click on the backdrop (outside the panel) closes the dialog.
      onClick={(event) => {
        if (event.target === dialogRef.current) close();
      }}>
      <div className={styles.panel} data-status={status} data-query={searched}>
        <form className={styles.dialogForm} role="search" onSubmit={onSubmit}>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
            aria-label={translate({id: 'search.input.label', message: 'Zoek in de handleiding'})}
            placeholder={translate({id: 'theme.SearchBar.label', message: 'Zoeken...'})}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH))}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className={styles.iconButton}
            title={labels.clear}
            aria-label={labels.clear}
            hidden={!query}
            onClick={() => {
              setQuery('');
              inputRef.current?.focus();
            }}>
            ×
          </button>
          <button type="submit" className={styles.iconButton} title={labels.submit} aria-label={labels.submit}>
            ↵
          </button>
          <button type="button" className={styles.cancel} title={labels.cancel} onClick={close}>
            {labels.cancel}
          </button>
        </form>
        <div className={styles.status} role="status" aria-live="polite">
          {status === 'loading' && <Translate id="search.status.loading">Zoeken…</Translate>}
          {status === 'stalled' && (
            <Translate id="search.status.stalled">Even geduld, de zoekindex wordt geladen…</Translate>
          )}
          {showEmpty && (
            <span className={styles.empty}>
              {translate({id: 'theme.SearchBar.noResultsText', message: 'Geen resultaten gevonden.'})}
            </span>
          )}
          {showEmpty && suggestion && (
            <span>
              {' '}
              <Suggestion
                suggestion={suggestion}
                onChoose={(words) => {
                  setQuery(words);
                  inputRef.current?.focus();
                }}
              />
            </span>
          )}
        </div>
        <ul
          id={listId}
          role="listbox"
          className={styles.results}
          aria-label={translate({id: 'search.results.label', message: 'Zoekresultaten'})}>
          {results.map((result, index) => (
            // The option is the link itself (an <a href> may take the option role), so middle-click and
            // "open in new tab" work; a plain click or Enter navigates in the page through the router.
            <li key={result.id} role="none">
              <Link
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                to={resultHref(result)}
                data-route={result.route}
                className={styles.result}
                onMouseMove={() => setActive(index)}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  open(result);
                }}>
                <span className={styles.resultTitle}>{result.pageTitle}</span>
                {result.sectionTitle && <span className={styles.resultSection}>{result.sectionTitle}</span>}
                {result.chapter && <span className={styles.resultChapter}>{result.chapter}</span>}
                {result.snippet && (
                  <span className={styles.resultSnippet}>
                    <SnippetText parts={result.snippet} />
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
        {status === 'done' && searched.trim() !== '' && results.length > 0 && (
          <Link className={styles.allResults} to={searchPageHref} onClick={() => close()}>
            <Translate id="search.allResults" description="Link under the results to the search page for the query">
              Alle resultaten op de zoekpagina
            </Translate>
          </Link>
        )}
      </div>
    </dialog>
  );
}
