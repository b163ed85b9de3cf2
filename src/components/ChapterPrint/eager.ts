import {createContext} from 'react';

/**
 * True inside the chapter print view: content that normally waits until it is near the viewport (Mermaid
 * diagrams, src/theme/Mermaid) renders at once, so that everything is on paper.
 */
export const EagerRenderContext = createContext(false);
