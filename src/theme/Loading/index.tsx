/**
 * Swizzle: Loading (replaces the theme fallback of @docusaurus/core 3.10, which has no swizzle config).
 * Why: when a page chunk cannot be loaded the fallback shows an untranslated "Retry" on a red box with
 * too little contrast. This version says what happened in the reader's language, keeps the retry button
 * and the loading spinner (shown after the 200 ms delay), and meets WCAG contrast.
 */
import type {ReactNode} from 'react';
import type {ComponentProps} from 'react';
import type LoadingType from '@theme/Loading';

type Props = ComponentProps<typeof LoadingType>;
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>
          <Translate id="loading.error.message" description="Shown when a part of a page could not be loaded">
            Dit deel van de pagina kon niet worden geladen. Controleer je internetverbinding.
          </Translate>
        </p>
        <p className={styles.details}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate id="loading.error.retry" description="Button that tries to load the page part again">
            Opnieuw proberen
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerWrap} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="sr-only">
          <Translate id="loading.spinner" description="Screen-reader text while a page loads">
            Laden…
          </Translate>
        </span>
      </div>
    );
  }
  return null;
}
