// The part of React DOM's client API that the staged client entry (plugins/performance/client/entry.tsx) calls: the
// project does not install @types/react-dom.
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';

  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(
    container: Element,
    options?: {onRecoverableError?: (error: unknown, errorInfo: unknown) => void},
  ): Root;
  export function hydrateRoot(
    container: Element,
    children: ReactNode,
    options?: {onRecoverableError?: (error: unknown, errorInfo: unknown) => void},
  ): Root;
}
