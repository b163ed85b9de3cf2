// The part of React DOM's server API that the server-side render (plugins/performance/client/renderToHtml.ts) calls: the
// project does not install @types/react-dom.
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';
  import type {Writable} from 'node:stream';

  export function renderToPipeableStream(
    children: ReactNode,
    options?: {
      progressiveChunkSize?: number;
      onError?: (error: unknown) => void;
      onAllReady?: () => void;
    },
  ): {pipe<T extends Writable>(destination: T): T; abort(reason?: unknown): void};
}
