/**
 * Swizzle: Mermaid (wrap, @docusaurus/theme-mermaid 3.10).
 * Why: the Mermaid library (about 200 KB of gzipped JavaScript) ran in the reader's browser for every
 * diagram, and the chapter print view ran it for all of a chapter's diagrams at once.
 *
 * - A diagram drawn at build time (plugins/diagrams/index.ts gives it the props `diagram`, `width`, `height` and
 *   `alt`) is two images in the server-rendered HTML, one per colour mode; CSS shows the one of the current
 *   mode. They load lazily (the chapter print view, EagerRenderContext, loads them all once the app runs, and
 *   any page does when printing starts), need no script, and the Mermaid library is never fetched. If an
 *   image fails to load, the diagram is drawn in the browser instead.
 * - Any other diagram is drawn in the browser when it comes near the viewport; until then a box of the same
 *   kind holds its place. It is drawn at once in the chapter print view and when the reader starts printing.
 *
 * `data-mermaid-slot` says whether the diagram is on screen yet ("rendered") or not ("waiting"): the print
 * style sheet prints a note instead of an empty box for a waiting one.
 */
import {useContext, useEffect, useRef, useState, type ReactNode, type SyntheticEvent} from 'react';
import clsx from 'clsx';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {EagerRenderContext} from '@site/src/components/ChapterPrint/eager';
import {useNearViewport} from '@site/src/utils/useNearViewport';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType> & {
  /** The hash of a drawing made at build time (plugins/diagrams/index.ts). */
  diagram?: string;
  width?: number | string;
  height?: number | string;
  alt?: string;
};

const modes = ['light', 'dark'] as const;

/**
 * The image of the current colour mode, the one CSS does not hide. Read from the colour mode, not from the
 * computed style, which would make the browser recalculate the page's style inside the app's first task.
 */
const shownImage = (slot: HTMLElement): HTMLImageElement | null =>
  slot.querySelector(`img[data-mode="${document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'}"]`);

const loaded = (img: HTMLImageElement | null): boolean => Boolean(img?.complete && img.naturalWidth > 0);
const broken = (img: HTMLImageElement): boolean => img.complete && img.naturalWidth === 0 && img.currentSrc !== '';

function DiagramImages({diagram, width, height, alt, onFail}: Required<Omit<Props, 'value'>> & {onFail: () => void}) {
  const slot = useRef<HTMLDivElement>(null);
  const eager = useContext(EagerRenderContext);
  // Lazy in the server-rendered HTML, also in the print view: images requested while the page first
  // renders would share the connection with it. The print view loads them all once the app runs.
  const [everything, setEverything] = useState(false);
  const [shown, setShown] = useState(false);
  const lightUrl = useBaseUrl(`/assets/diagrams/${diagram}-light.svg`);
  const darkUrl = useBaseUrl(`/assets/diagrams/${diagram}-dark.svg`);

  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    // Images that loaded, or failed, before the app started.
    if (Array.from(element.querySelectorAll('img')).some(broken)) onFail();
    else if (loaded(shownImage(element))) setShown(true);
    if (eager) setEverything(true);
    const print = (): void => setEverything(true);
    window.addEventListener('beforeprint', print);
    // The colour mode may change to one whose image has not loaded yet.
    const observer = new MutationObserver(() => setShown(loaded(shownImage(element))));
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    return () => {
      window.removeEventListener('beforeprint', print);
      observer.disconnect();
    };
  }, [eager, onFail]);

  const onLoad = (event: SyntheticEvent<HTMLImageElement>): void => {
    if (slot.current && shownImage(slot.current) === event.currentTarget) setShown(true);
  };

  return (
    <div
      ref={slot}
      className={styles.imageSlot}
      data-mermaid-slot={shown ? 'rendered' : 'waiting'}
      data-diagram={diagram}>
      <div className="docusaurus-mermaid-container">
        {modes.map((mode) => (
          <img
            key={mode}
            data-mode={mode}
            className={clsx(styles.diagram, styles[mode])}
            src={mode === 'light' ? lightUrl : darkUrl}
            width={width}
            height={height}
            alt={alt}
            loading={everything ? 'eager' : 'lazy'}
            decoding="async"
            onLoad={onLoad}
            onError={onFail}
          />
        ))}
      </div>
    </div>
  );
}

function BrowserDrawing(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const eager = useContext(EagerRenderContext);
  const near = useNearViewport(slot);
  // At once in the chapter print view, and on any page when printing starts.
  const [now, setNow] = useState(false);

  useEffect(() => {
    if (eager) {
      setNow(true);
      return undefined;
    }
    const render = (): void => setNow(true);
    window.addEventListener('beforeprint', render);
    return () => window.removeEventListener('beforeprint', render);
  }, [eager]);

  return (
    <div ref={slot} className={styles.slot} data-mermaid-slot={near || now ? 'rendered' : 'waiting'}>
      {near || now ? <Mermaid value={props.value} /> : <div className={styles.placeholder} aria-hidden="true" />}
    </div>
  );
}

export default function MermaidWrapper({diagram, width, height, alt, ...props}: Props): ReactNode {
  const [failed, setFailed] = useState(false);
  const [onFail] = useState(() => () => setFailed(true));
  if (diagram && width && height && alt !== undefined && !failed) {
    return <DiagramImages diagram={diagram} width={width} height={height} alt={alt} onFail={onFail} />;
  }
  return <BrowserDrawing {...props} />;
}
