/**
 * Replaces (ejects) `@theme/CodeBlock/Content` of @docusaurus/theme-classic.
 *
 * Why: the stock component imports prism-react-renderer (Prism and its default grammars, about 31 KB
 * gzip), and a theme client module loads it into the main bundle of every page. The manual's code blocks
 * are almost all plain text (prompts, CSV samples), which Prism would only wrap in spans. This version
 * renders the same markup without Prism. A block in a language that has a grammar (```js, ```python…) is
 * rendered as plain text first, and highlighted once the original component and Prism have been loaded
 * in a separate chunk, after hydration. `plugins/performance/index.ts` removes the eager client module.
 */
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import type {LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import styles from './styles.module.css';

/** Languages without a grammar in Prism's default set: they never load Prism (unless one is added in the config). */
const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext', 'none', 'csv']);

function useIsPlainLanguage(language: string | undefined): boolean {
  const {prism} = useThemeConfig();
  if (!language) return true;
  const name = language.toLowerCase();
  return PLAIN_LANGUAGES.has(name) && !(prism.additionalLanguages ?? []).includes(name);
}

/** The tokens prism-react-renderer makes of code without a grammar: one plain token per line. */
function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) => [content === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content}]);
}

function PlainContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lineStyle = {...prismTheme.plain, backgroundColor: undefined};
  // `line` is input only, as in prism-react-renderer: it is not passed on to the element.
  const getLineProps = ({className: lineClassName, style, ...input}: LineInputProps): LineOutputProps => {
    const rest: Partial<LineInputProps> = {...input};
    delete rest.line;
    return {...rest, className: clsx('token-line', lineClassName), style: {...lineStyle, ...style}};
  };
  const getTokenProps = ({token, className: tokenClassName, style, ...rest}: TokenInputProps): TokenOutputProps => ({
    ...rest,
    className: clsx('token', ...token.types, tokenClassName),
    children: token.content,
    style: token.empty ? {display: 'inline-block', ...style} : style,
  });
  return (
    <pre
      // The stock component passes the word-wrap hook's ref object here; React Compiler's rule misreads
      // the property access as reading a ref during render.
      // eslint-disable-next-line react-hooks/refs
      ref={wordWrap.codeBlockRef}
      // Scrollable code must be reachable by keyboard, as in the stock component (axe:
      // scrollable-region-focusable), so this non-interactive element is focusable on purpose.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={prismTheme.plain}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`}}>
        {plainLines(code).map((line, i) => (
          <Line
            // Lines have no identity other than their position.
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}

function HighlightedContent(props: Props): ReactNode {
  const [Highlighted, setHighlighted] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let active = true;
    import('./Highlighted')
      .then(({default: Component}) => {
        if (active) setHighlighted(() => Component);
      })
      // Without the chunk (offline, failed deploy) the code stays readable as plain text.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return Highlighted ? <Highlighted {...props} /> : <PlainContent {...props} />;
}

export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return useIsPlainLanguage(metadata.language) ? <PlainContent {...props} /> : <HighlightedContent {...props} />;
}
