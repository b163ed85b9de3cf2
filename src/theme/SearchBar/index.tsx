/**
 * Swizzle: SearchBar (replaces the SearchBar of @easyops-cn/docusaurus-search-local, which has no swizzle
 * config). Why: the spec's search is an always-detached modal dialog with its own keys and states
 * (SPEC.md §2 Search, §4, §8). The plugin builds the per-locale index; the site's own Web Worker ranks
 * (./searchClient.ts, ./search.worker.ts, ./engine.ts).
 * This component is the navbar trigger: it loads the dialog, the worker and the index only when the
 * reader first uses search, and it highlights the search terms on the page a result leads to.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Loading from '@theme/Loading';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {MAX_QUERY_LENGTH} from '@site/src/search/limits';
import {highlightTerms} from '@site/src/search/highlight';
import {fetchIndexData, searchWorker} from '@site/src/search/indexData';
import styles from './styles.module.css';
import type SearchDialogType from './SearchDialog';

function useHighlightTerms(): void {
  const location = useLocation();
  // mark.js is loaded only on a page reached from a search result (or to clear earlier marks).
  const marked = useRef(false);
  useEffect(() => {
    // Bounded (./highlight.ts): a crafted link with hundreds of terms, or one letter, would freeze the page.
    const terms = highlightTerms(new URLSearchParams(location.search).getAll('_highlight'));
    const article = document.querySelector('article');
    if (!article || (terms.length === 0 && !marked.current)) return;
    let cancelled = false;
    void import('mark.js').then(({default: Mark}) => {
      if (cancelled) return;
      const mark = new Mark(article);
      mark.unmark();
      // ignoreJoiners: a word of a table holds the soft hyphens the build put in (tableRegion.ts), and is marked.
      if (terms.length > 0) mark.mark(terms, {ignoreJoiners: true, exclude: ['.theme-doc-toc-mobile > button']});
      marked.current = terms.length > 0;
    });
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search]);
}

type DialogComponent = typeof SearchDialogType;

/**
 * The dialog's chunk, loaded on first use. Not React.lazy: a lazy component suspends, and React shows
 * content that resolves after a Suspense fallback no sooner than 300 ms later (its fallback throttling),
 * which every reader would wait on their first search. After a failed load, the next call tries again.
 */
let dialogModule: Promise<{default: DialogComponent}> | undefined;
function loadDialog(): Promise<{default: DialogComponent}> {
  if (!dialogModule) {
    const loading = import(/* webpackChunkName: "search-dialog" */ './SearchDialog');
    dialogModule = loading;
    loading.catch(() => {
      if (dialogModule === loading) dialogModule = undefined;
    });
  }
  return dialogModule;
}

/**
 * Starts the worker and the index download together with the dialog's chunk, not after it: on a slow
 * phone that saves a whole round trip before the first results. Also on the first sign of intent (pointer
 * down on the field), which comes before its focus.
 */
let warmedUp = false;
function warmUp(baseUrl: string): void {
  if (warmedUp) return;
  warmedUp = true;
  fetchIndexData(baseUrl);
  searchWorker();
  loadDialog().catch(() => undefined);
  void import('../../search/searchClient')
    .then(({preloadIndex}) => preloadIndex(baseUrl))
    .catch(() => {
      // The dialog reports a failed load; it tries again when it opens.
      warmedUp = false;
    });
}

/**
 * A reader who focuses the field before the app has started (the field works from the first paint) gets
 * the dialog once it has. The page's script loader has already requested its chunk at that focus
 * (plugins/performance/ssrTemplate.ts); here the app takes it over (the bundler finds the script requested) or, when
 * the focus came after the loader's listener was gone, requests it as soon as this module runs, so the
 * dialog opens when React has hydrated instead of a round trip later. The index and the
 * worker wait for the dialog to open (`warmUp`): on a slow phone their 100 KB would hold back the page's
 * chunks, and so the dialog itself.
 */
if (ExecutionEnvironment.canUseDOM) {
  const loadDialogForField = (event?: Event): void => {
    const target = event ? event.target : document.activeElement;
    if (target instanceof HTMLInputElement && target.hasAttribute('data-search-dialog')) {
      loadDialog().catch(() => undefined);
    }
  };
  loadDialogForField();
  document.addEventListener('focusin', loadDialogForField);
  document.addEventListener('pointerdown', loadDialogForField);
}

export default function SearchBar(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const searchPage = useBaseUrl('/search');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Focus returns to the navbar field when the dialog closes; that focus must not reopen it.
  const ignoreFocus = useRef(false);
  // The dialog is a separate chunk; if it fails to load, the reader gets the error with a retry button.
  const [SearchDialog, setSearchDialog] = useState<DialogComponent | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useHighlightTerms();
  useEffect(() => {
    if (!open || SearchDialog) return;
    let cancelled = false;
    loadDialog().then(
      (module) => {
        if (!cancelled) setSearchDialog(() => module.default);
      },
      (error: unknown) => {
        if (!cancelled) setLoadError(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, SearchDialog, attempt]);

  const openDialog = useCallback(() => {
    warmUp(baseUrl);
    setOpen(true);
  }, [baseUrl]);
  const closeDialog = useCallback((finalQuery: string) => {
    ignoreFocus.current = true;
    setQuery(finalQuery);
    setOpen(false);
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      ignoreFocus.current = false;
    });
  }, []);

  // The field works before hydration (a plain search form for the search page). What the reader typed
  // there is kept: once the app runs, it becomes the query, and the dialog opens (with it) if the field
  // has the focus, as focusing it does from then on.
  useEffect(() => {
    const field = inputRef.current;
    if (!field) return;
    if (field.value) setQuery(field.value.slice(0, MAX_QUERY_LENGTH));
    if (document.activeElement === field) openDialog();
    // Only what was typed before the first render counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openDialog();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openDialog]);

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Zoeken...',
    description: 'Placeholder of the search field',
  });
  return (
    <div className={styles.searchBar}>
      {/* Before hydration, Enter submits the query to the search page; after it, the dialog opens. */}
      <form
        className={styles.form}
        action={searchPage}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          openDialog();
        }}>
        <input
          ref={inputRef}
          className={styles.trigger}
          type="search"
          // Marks the field for what loads the dialog's chunk early: the page's script loader before the
          // app runs (plugins/performance/ssrTemplate.ts, plugins/performance/routeScripts.ts) and the listeners above once it does.
          data-search-dialog=""
          placeholder={label}
          aria-label={translate({id: 'search.input.label', message: 'Zoek in de handleiding'})}
          title={translate({id: 'search.button.search', message: 'Zoeken', description: 'Title of the search button'})}
          aria-keyshortcuts="Control+K Meta+K"
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          name="q"
          value={query}
          onPointerDown={() => warmUp(baseUrl)}
          onFocus={() => {
            if (!ignoreFocus.current) openDialog();
          }}
          // A click on the field that already has the focus (where it returns when the dialog closes) opens the
          // dialog too: a focus event comes only when the focus moves.
          onClick={openDialog}
          onChange={(event) => {
            setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH));
            openDialog();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !open) setQuery('');
            if (event.key === 'Enter') openDialog();
          }}
        />
      </form>
      <kbd className={styles.shortcut} aria-hidden="true">
        {translate({
          id: 'search.shortcut',
          message: 'Ctrl K',
          description: 'Keyboard shortcut hint in the search field',
        })}
      </kbd>
      {open && loadError && (
        <div className={styles.loadError}>
          <Loading
            error={loadError}
            retry={() => {
              setLoadError(null);
              setAttempt((n) => n + 1);
            }}
            isLoading={false}
            pastDelay={false}
            timedOut={false}
          />
        </div>
      )}
      {open && SearchDialog && (
        <ErrorBoundary
          fallback={({error, tryAgain}) => (
            <div className={styles.loadError}>
              <Loading error={error} retry={tryAgain} isLoading={false} pastDelay={false} timedOut={false} />
            </div>
          )}>
          <SearchDialog baseUrl={baseUrl} initialQuery={query} onClose={closeDialog} />
        </ErrorBoundary>
      )}
    </div>
  );
}
