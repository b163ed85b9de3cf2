import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether the element has come within `margin` of the viewport; it stays true from then on. True at once
 * where IntersectionObserver is missing. Used for work that can wait until the reader gets near: drawing a
 * Mermaid diagram in the browser (src/theme/Mermaid), measuring a code block (plugins/performance/client/codeWordWrap.ts).
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      {rootMargin: `${margin} 0px`},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return near;
}
