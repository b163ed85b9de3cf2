/**
 * The navbar's secondary-menu context of @docusaurus/theme-common
 * (lib/contexts/navbarSecondaryMenu/content.js), built in its place by plugins/performance/index.ts. Same exports
 * and behaviour, two differences:
 *
 * - the filler hands its content to the navbar in a transition. Upstream sets it from an effect with the
 *   default priority, which React renders in one piece: on a phone, the docs sidebar of the navbar's
 *   (closed) mobile menu, rendered in one long task after hydration. As a transition it is rendered in
 *   slices; the menu is closed until the reader opens it, and a tap on the menu button is handled first;
 * - the props are compared key by key, without upstream's sort by `localeCompare`, whose first call
 *   builds a collator (a few ms during hydration, for keys that are ASCII identifiers).
 */
import React, {startTransition, useContext, useEffect, useState, type ReactNode} from 'react';

type Content = {component: React.ComponentType<object> | null; props: object | null};
type ContextValue = [Content, React.Dispatch<React.SetStateAction<Content>>];

const Context = React.createContext<ContextValue | null>(null);

function useContextValue(): ContextValue {
  const value = useContext(Context);
  if (!value) {
    throw new Error('Hook is called outside the <NavbarSecondaryMenuContentProvider>.');
  }
  return value;
}

/** @internal */
export function NavbarSecondaryMenuContentProvider({children}: {children: ReactNode}): ReactNode {
  const value = useState<Content>({component: null, props: null});
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** @internal */
export function useNavbarSecondaryMenuContent(): Content {
  return useContextValue()[0];
}

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  return (
    keysA.length === Object.keys(b).length &&
    keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * The same object as long as its keys and values are the same (upstream's `useShallowMemoObject`, which
 * sorts the keys with `localeCompare`), so the filler's effect runs only when the content changes.
 */
function useShallowMemoObject<O extends object>(obj: O): O {
  const [memo, setMemo] = useState(obj);
  const same = shallowEqual(memo, obj);
  if (!same) setMemo(obj);
  return same ? memo : obj;
}

/** Renders nothing; fills the secondary menu of the navbar's mobile menu (upstream's doc comment). */
export function NavbarSecondaryMenuFiller<P extends object>({
  component,
  props,
}: {
  component: React.ComponentType<P>;
  props: P;
}): ReactNode {
  const [, setContent] = useContextValue();
  const memoizedProps = useShallowMemoObject(props);
  useEffect(() => {
    startTransition(() => setContent({component: component as React.ComponentType<object>, props: memoizedProps}));
  }, [setContent, component, memoizedProps]);
  useEffect(() => () => setContent({component: null, props: null}), [setContent]);
  return null;
}
