/**
 * `useCodeWordWrap` of @docusaurus/theme-common (lib/hooks/useCodeWordWrap.js), built in its place by
 * plugins/performance/index.ts. Same API; one difference: whether a code block scrolls sideways (which decides if
 * it shows the word-wrap button) is measured when the block comes near the viewport, not when it mounts.
 *
 * Upstream measures every code block of the page in an effect right after hydration. The theme remounts
 * every code block once the app runs (CodeBlock's `key={isBrowser}`), so the page's layout is stale then,
 * and reading `scrollWidth` makes the browser lay out the whole page inside that script task: in the
 * chapter print view, a whole chapter. Measured when it comes near, the block is laid out by the browser's
 * own rendering, in its own task. The button still appears before the reader sees the block (400 px ahead
 * of the viewport). Later measures are as upstream: after a toggle, on resize, and when the block's tab
 * panel is shown.
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import {useNearViewport} from '@site/src/utils/useNearViewport';

/** Calls back when the "hidden" attribute of the tab panel around the block changes (facebook/docusaurus#7485). */
function useTabBecameVisibleCallback(codeBlockRef: RefObject<HTMLPreElement | null>, callback: () => void): void {
  const [hiddenTabElement, setHiddenTabElement] = useState<Element | null | undefined>();
  const updateHiddenTabElement = useCallback(() => {
    setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]'));
  }, [codeBlockRef]);
  useEffect(() => {
    updateHiddenTabElement();
  }, [updateHiddenTabElement]);
  useEffect(() => {
    if (!hiddenTabElement) return undefined;
    const observer = new MutationObserver((mutations) => {
      if (mutations.some((mutation) => mutation.attributeName === 'hidden')) {
        callback();
        updateHiddenTabElement();
      }
    });
    observer.observe(hiddenTabElement, {attributes: true, attributeFilter: ['hidden']});
    return () => observer.disconnect();
  }, [hiddenTabElement, callback, updateHiddenTabElement]);
}

export function useCodeWordWrap(): {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current!.querySelector('code')!;
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      // When code wrap is enabled, avoid a scrollbar in any case: very long words and tokens still wrap.
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [codeBlockRef, isEnabled]);

  const updateCodeIsScrollable = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    const {scrollWidth, clientWidth} = block;
    setIsCodeScrollable(scrollWidth > clientWidth || block.querySelector('code')!.hasAttribute('style'));
  }, [codeBlockRef]);

  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);
  const near = useNearViewport(codeBlockRef);

  useEffect(() => {
    if (near) updateCodeIsScrollable();
  }, [near, isEnabled, updateCodeIsScrollable]);

  useEffect(() => {
    if (!near) return undefined;
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [near, updateCodeIsScrollable]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
