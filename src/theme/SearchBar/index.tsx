/**
 * Swizzle: SearchBar (replaces the SearchBar of @easyops-cn/docusaurus-search-local, which has no swizzle
 * config). Why: the spec's search is an always-detached modal dialog with its own keys and states
 * (SPEC.md §2 Search, §4, §8). The plugin builds the per-locale index; the site's own Web Worker ranks
 * (./searchClient.ts, ./search.worker.ts, ./engine.ts).
 * This component is the navbar trigger: it loads the dialog, the worker and the index only when the
 * reader first uses search, and it highlights the search terms on the page a result leads to.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Loading from '@theme/Loading';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {MAX_QUERY_LENGTH} from './limits';
import styles from './styles.module.css';
import type SearchDialogType from './SearchDialog';

function useHighlightTerms(): void {
  const location = useLocation();
  // mark.js is loaded only on a page reached from a search result (or to clear earlier marks).
  const marked = useRef(false);
  useEffect(() => {
    const terms = new URLSearchParams(location.search).getAll('_highlight').filter(Boolean);
    const article = document.querySelector('article');
    if (!article || (terms.length === 0 && !marked.current)) return;
    let cancelled = false;
    void import('mark.js').then(({default: Mark}) => {
      if (cancelled) return;
      const mark = new Mark(article);
      mark.unmark();
      if (terms.length > 0) mark.mark(terms, {exclude: ['.theme-doc-toc-mobile > button']});
      marked.current = terms.length > 0;
    });
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search]);
}

/**
 * The dialog's lazy chunk for each load attempt: a retry after a failed load needs a new lazy component
 * (React caches a failed one), created once per attempt outside render.
 */
const dialogChunks = new Map<number, LazyExoticComponent<typeof SearchDialogType>>();
function dialogChunk(attempt: number): LazyExoticComponent<typeof SearchDialogType> {
  let chunk = dialogChunks.get(attempt);
  if (!chunk) {
    chunk = lazy(() => import('./SearchDialog'));
    dialogChunks.set(attempt, chunk);
  }
  return chunk;
}

export default function SearchBar(): ReactNode {
  const isBrowser = useIsBrowser();
  const baseUrl = useBaseUrl('/');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Focus returns to the navbar field when the dialog closes; that focus must not reopen it.
  const ignoreFocus = useRef(false);
  // The dialog is a separate chunk; if it fails to load, the reader gets the error with a retry button.
  const [attempt, setAttempt] = useState(0);
  const SearchDialog = dialogChunk(attempt);
  useHighlightTerms();

  const openDialog = useCallback(() => setOpen(true), []);
  const closeDialog = useCallback((finalQuery: string) => {
    ignoreFocus.current = true;
    setQuery(finalQuery);
    setOpen(false);
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      ignoreFocus.current = false;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Zoeken...',
    description: 'Placeholder of the search field',
  });
  return (
    <div className={styles.searchBar}>
      <input
        ref={inputRef}
        className={styles.trigger}
        type="search"
        placeholder={label}
        aria-label={translate({id: 'search.input.label', message: 'Zoek in de handleiding'})}
        title={translate({id: 'search.button.search', message: 'Zoeken', description: 'Title of the search button'})}
        aria-keyshortcuts="Control+K Meta+K"
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        spellCheck={false}
        value={query}
        disabled={!isBrowser}
        onFocus={() => {
          if (!ignoreFocus.current) openDialog();
        }}
        onChange={(event) => {
          setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH));
          openDialog();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !open) setQuery('');
          if (event.key === 'Enter') openDialog();
        }}
      />
      <kbd className={styles.shortcut} aria-hidden="true">
        {translate({
          id: 'search.shortcut',
          message: 'Ctrl K',
          description: 'Keyboard shortcut hint in the search field',
        })}
      </kbd>
      {open && (
        <ErrorBoundary
          fallback={({error, tryAgain}) => (
            <div className={styles.loadError}>
              <Loading
                error={error}
                retry={() => {
                  setAttempt((n) => n + 1);
                  tryAgain();
                }}
                isLoading={false}
                pastDelay={false}
                timedOut={false}
              />
            </div>
          )}>
          <Suspense fallback={null}>
            {/* One lazy component per load attempt, made once outside render (dialogChunk). */}
            {/* eslint-disable-next-line react-hooks/static-components */}
            <SearchDialog baseUrl={baseUrl} initialQuery={query} onClose={closeDialog} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
