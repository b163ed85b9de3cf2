/**
 * Replaces (ejects) `@theme/MDXComponents` of @docusaurus/theme-classic 3.10: the same map, but a fenced code
 * block and a `<details>` load their components on first use instead of with every page. Two pages of the
 * manual have a code block and none has a `<details>`, yet upstream's map put the code block (with its
 * copy and word-wrap buttons and line parsing) and the details component in the chunk of every doc page and
 * post. Inline code stays a plain `<code>` (`@theme/CodeInline`), as upstream renders it.
 *
 * Each lazy component sits in a Suspense boundary: the server render waits for it, so the HTML has the
 * full code block; the browser hydrates the rest of the page first and the block once its chunk is in.
 * After a navigation inside the site, the block shows as plain preformatted text until then.
 */
import {Children, lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import MDXA from '@theme/MDXComponents/A';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import CodeInline from '@theme/CodeInline';
import Admonition from '@theme/Admonition';
import Mermaid from '@theme/Mermaid';

const CodeBlock = lazy(() => import('@theme/CodeBlock'));
const Details = lazy(() => import('@theme/MDXComponents/Details'));

/** Upstream's test (MDXComponents/Code): code whose children are strings without a line break is inline. */
function isInline(children: ReactNode): boolean {
  // Empty code blocks have no children (facebook/docusaurus#9704).
  return (
    children !== undefined &&
    Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'))
  );
}

/**
 * A code block's text, shown as it is while the block's component loads. A long line scrolls sideways, so it
 * takes focus for the keyboard, as the block's own `<pre>` does.
 */
function PlainCode({children}: {children?: ReactNode}): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <pre className="theme-code-block-loading" tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

function MDXCode(props: ComponentProps<'code'>): ReactNode {
  if (isInline(props.children)) return <CodeInline {...props} />;
  return (
    <Suspense fallback={<PlainCode>{props.children}</PlainCode>}>
      <CodeBlock {...(props as ComponentProps<typeof CodeBlock>)} />
    </Suspense>
  );
}

/** Fenced code blocks only (MDX): the `code` inside renders the whole block, as upstream's `pre` does. */
function MDXPre({children}: ComponentProps<'pre'>): ReactNode {
  return <>{children}</>;
}

function MDXDetails(props: ComponentProps<'details'>): ReactNode {
  return (
    <Suspense fallback={<details {...props} />}>
      <Details {...props} />
    </Suspense>
  );
}

const MDXComponents: MDXComponentsObject = {
  Head,
  details: MDXDetails, // Markdown (not MDX) files, facebook/docusaurus#9092.
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props) => <MDXHeading as="h1" {...props} />,
  h2: (props) => <MDXHeading as="h2" {...props} />,
  h3: (props) => <MDXHeading as="h3" {...props} />,
  h4: (props) => <MDXHeading as="h4" {...props} />,
  h5: (props) => <MDXHeading as="h5" {...props} />,
  h6: (props) => <MDXHeading as="h6" {...props} />,
  admonition: Admonition,
  mermaid: Mermaid,
};

export default MDXComponents;
