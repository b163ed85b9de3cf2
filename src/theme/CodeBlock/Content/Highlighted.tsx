/**
 * The stock, Prism-highlighted code block content, loaded as its own chunk by ./index.tsx only for a block
 * whose language has a grammar. It also registers `themeConfig.prism.additionalLanguages`, the job of the
 * theme client module that plugins/performance/index.ts removes from the main bundle.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default CodeBlockContent;
