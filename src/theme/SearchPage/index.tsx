/**
 * Replaces `@theme/SearchPage` of @easyops-cn/docusaurus-search-local (the plugin declares no swizzle
 * config). It runs the same search as the dialog (src/search/searchClient.ts) and lists page,
 * section, chapter and a snippet with the query's words marked, like the dialog, with more results. The query
 * lives in the address (`/search?q=…`), so a search can be shared; it is read after hydration.
 */
import {useEffect, useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import {usePluralForm} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {MAX_QUERY_LENGTH} from '../../search/limits';
import {quotedAgain, resultHref, search, type SearchResult} from '../../search/searchClient';
import {SnippetText, Suggestion} from '../SearchBar/ResultParts';
// The chapters of this locale (plugins/chapter-print/index.ts): the page without JavaScript links to each index page.
import chapters from '@chapter-index';
import styles from './styles.module.css';

const PAGE_RESULTS = 30;

function queryFrom(searchString: string): string {
  return (new URLSearchParams(searchString).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
}

export default function SearchPage(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const location = useLocation();
  const history = useHistory();
  const inputId = useId();
  const {selectMessage} = usePluralForm();
  // The query comes from the address only after hydration: the server renders the page without one, and
  // the first client render must match it (else React error #418 on the heading).
  const [query, setQuery] = useState<string | null>(null);
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [suggestion, setSuggestion] = useState<string | undefined>();

  useEffect(() => {
    setQuery((current) => current ?? queryFrom(location.search));
  }, [location.search]);

  // The address follows the field, without adding a history entry per keystroke.
  useEffect(() => {
    if (query === null) return;
    const params = new URLSearchParams(location.search);
    if ((params.get('q') ?? '') === query) return;
    if (query) params.set('q', query);
    else params.delete('q');
    const searchString = params.toString();
    history.replace({...location, search: searchString ? `?${searchString}` : ''});
  }, [query, history, location]);

  useEffect(() => {
    if (!query?.trim()) {
      setResults(null);
      return undefined;
    }
    let current = true;
    void search(baseUrl, query, PAGE_RESULTS, false).then((answer) => {
      // An index that cannot be fetched gives empty results without a message (spec §7), as in the dialog. A
      // stale answer: a newer query overtook this one in the worker.
      if (!current || answer.stale) return;
      setResults(answer.failed ? null : answer.results);
      setSuggestion(answer.suggestion);
      // Results can come before their quotes (the snippets follow the index): the quoted ones follow.
      void quotedAgain(baseUrl, query, answer, PAGE_RESULTS, false).then((quoted) => {
        if (current && quoted) setResults(quoted.results);
      });
    });
    return () => {
      current = false;
    };
  }, [baseUrl, query]);

  const title = query?.trim()
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });

  return (
    <Layout title={title}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        {/* Without JavaScript there is no search: say so, and where to look instead. */}
        <noscript>
          <div className={styles.noscript} data-testid="search-noscript">
            <p>
              <Translate
                id="search.noscript.message"
                description="Search page without JavaScript; {glossary} and {contents} are links"
                values={{
                  glossary: (
                    <Link to="/docs/begrippenlijst">
                      {translate({id: 'search.noscript.glossary', message: 'de begrippenlijst'})}
                    </Link>
                  ),
                  contents: (
                    <Link to="/docs/intro">
                      {translate({id: 'search.noscript.contents', message: 'de inhoud van de handleiding'})}
                    </Link>
                  ),
                }}>
                {
                  'Zoeken werkt alleen met JavaScript, en dat staat in deze browser uit. Een begrip vind je in {glossary}; de hoofdstukken staan in het menu van {contents}.'
                }
              </Translate>
            </p>
            <nav
              aria-label={translate({
                id: 'search.noscript.chapters',
                message: 'Hoofdstukken van de handleiding',
                description: 'Label of the list of chapters on the search page without JavaScript',
              })}>
              <ul>
                {chapters.map((chapter) => (
                  <li key={chapter.permalink}>
                    <Link to={chapter.permalink}>{chapter.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </noscript>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className={styles.label}>
            {translate({id: 'search.input.label', message: 'Zoek in de handleiding'})}
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={query ?? ''}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH))}
          />
        </form>
        <div aria-live="polite" data-results={results === null ? 'none' : results.length}>
          {results !== null && (
            <p className={styles.count}>
              {results.length === 0
                ? translate({
                    id: 'theme.SearchPage.noResultsText',
                    message: 'No documents were found',
                    description: 'The paragraph for empty search result',
                  })
                : null}
              {results.length === 0 && suggestion && (
                <>
                  {' '}
                  <Suggestion suggestion={suggestion} onChoose={setQuery} />
                </>
              )}
              {results.length === 0
                ? null
                : selectMessage(
                    results.length,
                    translate(
                      {
                        id: 'theme.SearchPage.documentsFound.plurals',
                        message: 'One document found|{count} documents found',
                        description:
                          'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                      },
                      {count: results.length},
                    ),
                  )}
            </p>
          )}
        </div>
        {results !== null && results.length > 0 && (
          <ol className={styles.results}>
            {results.map((result) => (
              <li key={result.id} className={styles.result}>
                <Link to={resultHref(result)} className={styles.title}>
                  {result.sectionTitle ? `${result.pageTitle} › ${result.sectionTitle}` : result.pageTitle}
                </Link>
                {result.chapter && <div className={styles.chapter}>{result.chapter}</div>}
                {result.snippet && (
                  <p className={styles.snippet}>
                    <SnippetText parts={result.snippet} />
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
