/**
 * Swizzle: Mermaid (wrap, @docusaurus/theme-mermaid 3.10).
 * Why: the Mermaid library (about 200 KB of gzipped JavaScript) was fetched and run as soon as a page
 * with a diagram loaded, blocking the main thread even when the diagram was far below the fold. The
 * diagram now renders when it comes near the viewport; until then a box of the same kind holds its place.
 * It renders at once in the chapter print view (EagerRenderContext) and when the reader starts printing.
 */
import {useContext, useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {EagerRenderContext} from '@site/src/components/ChapterPrint/eager';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const eager = useContext(EagerRenderContext);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (eager || !element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const render = (): void => setNear(true);
    window.addEventListener('beforeprint', render);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '400px 0px'},
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', render);
    };
  }, [eager]);

  return (
    <div ref={slot} className={styles.slot} data-mermaid-slot={near ? 'rendered' : 'waiting'}>
      {near ? <Mermaid {...props} /> : <div className={styles.placeholder} aria-hidden="true" />}
    </div>
  );
}
