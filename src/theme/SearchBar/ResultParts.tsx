/**
 * Pieces that the search dialog and the search page (src/theme/SearchPage) show the same way: a result's
 * snippet with the query's words marked, and the "Bedoelde je …?" suggestion when nothing was found.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {SnippetPart} from '@site/src/search/engine';
import styles from './styles.module.css';

export function SnippetText({parts}: {parts: SnippetPart[]}): ReactNode {
  return parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text));
}

/** "Bedoelde je <button>woord</button>?": the button searches for the suggested words. */
export function Suggestion({suggestion, onChoose}: {suggestion: string; onChoose: (words: string) => void}): ReactNode {
  return (
    <Translate
      id="search.suggestion"
      description="Offered when a search has no results; {suggestion} is a button with the nearest known words"
      values={{
        suggestion: (
          <button type="button" className={styles.suggestionButton} onClick={() => onChoose(suggestion)}>
            {suggestion}
          </button>
        ),
      }}>
      {'Bedoelde je {suggestion}?'}
    </Translate>
  );
}
