import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import glossary from '@site/src/data/glossary.json';
import styles from './styles.module.css';

/**
 * The glossary (src/data/glossary.json): every core term of the manual, A–Z in the reader's language, each
 * a real h3 with a fixed id (the same in every locale) so that search indexes it as a section, with its
 * definition, its term in the other three languages and a link to the page that explains it.
 */

type Locale = 'nl' | 'en' | 'fr' | 'de';
const locales: Locale[] = ['nl', 'en', 'fr', 'de'];

/** The letter a term is filed under: its first letter without accents. */
const letterOf = (term: string): string => term.normalize('NFD').charAt(0).toUpperCase();

export default function Glossary(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = (locales as string[]).includes(i18n.currentLocale) ? (i18n.currentLocale as Locale) : 'nl';
  const labels = glossary.labels[locale];
  const collator = new Intl.Collator(locale, {sensitivity: 'base'});
  const terms = [...glossary.terms].sort((a, b) => collator.compare(a.term[locale], b.term[locale]));
  const groups = new Map<string, typeof terms>();
  for (const term of terms) {
    const letter = letterOf(term.term[locale]);
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  return (
    <div className={styles.glossary}>
      <nav aria-label={labels.letters} className={styles.letters}>
        <ul>
          {[...groups.keys()].map((letter) => (
            <li key={letter}>
              <Link to={`#letter-${letter.toLowerCase()}`}>{letter}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {[...groups.entries()].map(([letter, group]) => (
        <section key={letter} aria-labelledby={`letter-${letter.toLowerCase()}`}>
          {/* The letter heading is for reading and the A–Z links, not for search: the search index leaves
              out `.glossary-letter` (docusaurus.config.ts, ignoreCssSelectors); the entries below are
              indexed under their own headings. */}
          <div className="glossary-letter">
            <Heading as="h2" id={`letter-${letter.toLowerCase()}`}>
              {letter}
            </Heading>
          </div>
          {group.map((term) => {
            const [doc, anchor] = term.doc.split('#');
            return (
              <div key={term.id} className={styles.term}>
                {/* Only the heading and the definition are the term's search section (the indexer reads the
                    heading's siblings): the other languages and the link stay out of the index budget. */}
                <div>
                  <Heading as="h3" id={term.id}>
                    {term.term[locale]}
                  </Heading>
                  <p>{term.definition[locale]}</p>
                </div>
                <p className={styles.other}>
                  {labels.otherLanguages}{' '}
                  {locales
                    .filter((other) => other !== locale)
                    .map((other, index) => (
                      <span key={other}>
                        {index > 0 && ' · '}
                        {labels.languages[other]} <i lang={other}>{term.term[other]}</i>
                      </span>
                    ))}
                </p>
                <p>
                  <Link to={`/docs/${doc}${anchor ? `#${anchor}` : ''}`}>
                    {labels.more.replace('{term}', term.term[locale])}
                  </Link>
                </p>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
