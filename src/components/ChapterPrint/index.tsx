/**
 * The print view of a chapter (route added by plugins/chapter-print/index.ts): a cover (chapter, product, manual
 * version, date, language), a table of contents, then every doc of the chapter in sidebar order.
 *
 * Each doc is its own compiled Markdown module (the one its doc page uses). While it renders here:
 * - headings move one level down (the doc's title is the section's h2) and their ids get the doc's prefix
 *   (`doc-<doc id>--<heading id>`), so ids of different docs never collide;
 * - links to a doc of this chapter (or one of its headings) jump inside this document; other links of the
 *   site become absolute addresses (printed after the link text, src/css/print.css);
 * - images are lazy in the HTML, like on the doc pages (requested while the page first renders, they would
 *   share the connection with it); each doc's images load when the app lays the doc out (below), and all
 *   of them when printing starts, so that all are on paper. Diagrams load once the app runs
 *   (EagerRenderContext).
 *
 * A chapter is long (a few thousand elements), so its first layout and its hydration are split:
 * - each doc is a Suspense boundary: the app hydrates the page around the docs first, then each doc in a
 *   task of its own, in slices (the server keeps the boundaries in place: plugins/performance/client/renderToHtml.ts);
 * - the docs below the first screen are not laid out while the page loads (styles.module.css); once it
 *   has loaded, they are laid out one per idle period.
 */
import {Suspense, useEffect, useMemo, useState, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import MDXComponents from '@theme/MDXComponents';
import type {PrintChapterDoc, PrintChapters} from '@site/plugins/chapter-print';
import {useFormatDate} from '@site/src/utils/formatDate';
import {EagerRenderContext} from './eager';
import styles from './styles.module.css';

interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/** A doc's compiled Markdown: its component, with the module's other exports (`toc`) attached by Docusaurus. */
type DocModule = ComponentType & {toc?: readonly TocEntry[]};

interface Props {
  /** Every chapter of the locale; this route's is the last part of its path. */
  chapters: PrintChapters;
  contents: {content: DocModule}[];
}

type HeadingLevel = 2 | 3 | 4 | 5;
type AnchorProps = ComponentProps<'a'>;

/** Where a link of a doc points to in the print view. */
function resolveHref(href: string | undefined, doc: PrintChapterDoc, anchors: Map<string, string>, site: string) {
  if (!href) return href;
  if (href.startsWith('#')) return `#${doc.anchor}--${href.slice(1)}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  const url = new URL(href, `${site}${doc.permalink}`);
  const anchor = anchors.get(url.pathname.replace(/\/$/, ''));
  if (anchor) return url.hash ? `#${anchor}--${url.hash.slice(1)}` : `#${anchor}`;
  return url.href;
}

function docComponents(doc: PrintChapterDoc, anchors: Map<string, string>, site: string) {
  const heading = (level: HeadingLevel) =>
    function PrintHeading({id, ...props}: ComponentProps<'h2'>): ReactNode {
      const as = `h${level + 1}` as 'h3' | 'h4' | 'h5' | 'h6';
      return <Heading as={as} {...props} id={id ? `${doc.anchor}--${id}` : undefined} />;
    };
  return {
    ...MDXComponents,
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    a: ({href, ...props}: AnchorProps) => <MDXComponents.a {...props} href={resolveHref(href, doc, anchors, site)} />,
    img: PrintImage,
  };
}

/**
 * Lazy, also a doc's first image (eager on its doc page): requested while the page first renders, images
 * would share the connection with it. The app starts loading them doc by doc (useLayOutDocsWhenIdle).
 */
function PrintImage(props: ComponentProps<'img'>): ReactNode {
  return <MDXComponents.img {...props} loading="lazy" />;
}

/** The build date on the server; the reader's date once the page runs (the day it is printed). */
function PrintDate({builtAt}: {builtAt: number}): ReactNode {
  const formatDate = useFormatDate('long');
  const [date, setDate] = useState(builtAt);
  useEffect(() => setDate(Date.now()), []);
  return <time dateTime={new Date(date).toISOString().slice(0, 10)}>{formatDate(date)}</time>;
}

function PrintButton({label}: {label: string}): ReactNode {
  return (
    <button type="button" className="button button--primary" onClick={() => window.print()}>
      {label}
    </button>
  );
}

/** Starts loading the lazy images inside `root` (as DOM properties: the app's props stay as rendered). */
function loadImages(root: ParentNode): void {
  root.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => {
    image.loading = 'eager';
  });
}

/**
 * Lays out the docs that the style sheet left out of the first layout (`content-visibility`), one per idle
 * period after the page has loaded, so that no step blocks the reader for long, and starts loading each
 * doc's images. Printing loads every image at once.
 */
function useLayOutDocsWhenIdle(): void {
  useEffect(() => {
    let cancelled = false;
    const printing = (): void => loadImages(document);
    window.addEventListener('beforeprint', printing);
    const whenIdle = (step: () => void): void => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(step, {timeout: 1000});
      else window.setTimeout(step, 50);
    };
    const next = (): void => {
      if (cancelled) return;
      const doc = document.querySelector<HTMLElement>('[data-print-doc]:not([data-laid-out])');
      if (!doc) return;
      doc.dataset.laidOut = '';
      // Laid out here, in the idle period; the next frame only paints it. The next step waits for the idle
      // period after that frame.
      void doc.offsetHeight;
      loadImages(doc);
      window.requestAnimationFrame(() => window.setTimeout(() => whenIdle(next), 0));
    };
    const start = (): void => whenIdle(next);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, {once: true});
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
      window.removeEventListener('beforeprint', printing);
    };
  }, []);
}

export default function ChapterPrint({chapters, contents}: Props): ReactNode {
  useLayOutDocsWhenIdle();
  const slug = useLocation().pathname.split('/').filter(Boolean).pop()!;
  const chapter = chapters[slug]!;
  const {siteConfig} = useDocusaurusContext();
  // Stable per chapter: new component types on a re-render would mount every doc's content again.
  const components = useMemo(() => {
    const anchors = new Map(chapter.docs.map((doc) => [doc.permalink.replace(/\/$/, ''), doc.anchor]));
    return chapter.docs.map((doc) => docComponents(doc, anchors, siteConfig.url));
  }, [chapter, siteConfig.url]);
  const {labels} = chapter;
  const title = labels.title.replace('{chapter}', chapter.title);
  return (
    <Layout title={title} description={chapter.description}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className={`container ${styles.print}`} data-chapter-print="">
        <div className={styles.actions}>
          <PrintButton label={labels.button} />
          <Link to={chapter.categoryPermalink}>{labels.back}</Link>
        </div>
        <header className={styles.cover} data-print-cover="">
          <p className={styles.product}>{`${siteConfig.title} – ${labels.manual}`}</p>
          <Heading as="h1">{chapter.title}</Heading>
          {chapter.description && <p className={styles.description}>{chapter.description}</p>}
          <dl className={styles.facts}>
            <dt>{labels.version}</dt>
            <dd data-print-version="">{chapter.version}</dd>
            <dt>{labels.date}</dt>
            <dd>
              <PrintDate builtAt={chapter.builtAt} />
            </dd>
            <dt>{labels.language}</dt>
            <dd>{chapter.localeLabel}</dd>
          </dl>
        </header>
        <nav className={styles.toc} aria-labelledby="chapter-print-toc">
          <Heading as="h2" id="chapter-print-toc">
            {labels.toc}
          </Heading>
          <ol>
            {chapter.docs.map((doc, index) => (
              <li key={doc.id}>
                <Link to={`#${doc.anchor}`}>{doc.title}</Link>
                {(contents[index]?.content.toc ?? []).some((entry) => entry.level === 2) && (
                  <ol>
                    {contents[index]!.content.toc!.filter((entry) => entry.level === 2).map((entry) => (
                      <li key={entry.id}>
                        {/* The TOC values are the headings' own HTML, as in the theme's table of contents. */}
                        <Link to={`#${doc.anchor}--${entry.id}`} dangerouslySetInnerHTML={{__html: entry.value}} />
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <EagerRenderContext.Provider value>
          {chapter.docs.map((doc, index) => {
            const Content = contents[index]!.content;
            return (
              <Suspense key={doc.id} fallback={null}>
                <article className={`markdown ${styles.doc}`} data-print-doc={doc.id}>
                  {/* The anchor is on the title heading, which registers it with the build's anchor check. */}
                  <Heading as="h2" id={doc.anchor} className={styles.docTitle}>
                    {doc.title}
                  </Heading>
                  <p className={styles.source}>{`${siteConfig.url}${doc.permalink}`}</p>
                  <MDXProvider components={components[index]}>
                    <Content />
                  </MDXProvider>
                </article>
              </Suspense>
            );
          })}
        </EagerRenderContext.Provider>
      </main>
    </Layout>
  );
}
