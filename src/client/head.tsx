/**
 * The browser's react-helmet-async (swapped in config/performance.ts, in the client build only; the server
 * render keeps the library, which writes every page's head into its HTML).
 *
 * `@docusaurus/Head` renders `<Helmet>` with the page's title, meta, link and script tags and the attributes of
 * `<html>` and `<body>`. In the browser the library only has to bring `document.head` in line with the mounted
 * `<Head>` elements after each change (a navigation inside the site): the same job, with the same rules as
 * react-helmet-async 1.3, which this module follows:
 * - the instance rendered last wins: the title, and of tags with the same primary attribute (a meta's `name` or
 *   `property`, a link's `rel="canonical"` or `href`, a script's `src` or content), the last one's;
 * - the attributes of `<html>` and `<body>` are merged in render order; those set before and no longer given
 *   are removed (the element's `data-rh` lists them);
 * - the head's tags carry `data-rh`; a tag equal to one already there stays untouched, the others are replaced;
 * - the changes are applied in the next animation frame, once per frame.
 * Without the library's checks, warnings and server side, its code and its three dependencies leave every
 * page's main bundle.
 */
import {Children, isValidElement, useEffect, useState, type ReactNode} from 'react';

type Tag = {[attribute: string]: string};
type TagType = 'base' | 'link' | 'meta' | 'noscript' | 'script' | 'style';

/** What one `<Head>` asks for. */
interface HeadState {
  title?: string;
  titleTemplate?: string;
  defaultTitle?: string;
  html?: Tag;
  body?: Tag;
  tags: {[type in TagType]?: Tag[]};
}

export interface HelmetProps {
  children?: ReactNode;
  title?: string;
  titleTemplate?: string;
  defaultTitle?: string;
  htmlAttributes?: Tag;
  bodyAttributes?: Tag;
  base?: Tag;
  link?: Tag[];
  meta?: Tag[];
  noscript?: Tag[];
  script?: Tag[];
  style?: Tag[];
}

const RH = 'data-rh';
const tagTypes: TagType[] = ['base', 'link', 'meta', 'noscript', 'script', 'style'];
/** React's names of HTML attributes that differ from the attribute (react-helmet-async's HTML_TAG_MAP). */
const htmlName: {[prop: string]: string} = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};
/** The attributes that make two tags of a type the same tag (react-helmet-async's reducePropsToState). */
const primary: {[type in TagType]: string[]} = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
};

const text = (children: unknown): string =>
  Array.isArray(children) ? children.join('') : children === undefined || children === null ? '' : String(children);

function attributes(props: object): Tag {
  const result: Tag = {};
  for (const [name, value] of Object.entries(props)) {
    if (name !== 'children') result[htmlName[name] ?? name] = value;
  }
  return result;
}

/** The props and children of one `<Head>` as one state (react-helmet-async's mapChildrenToProps). */
function toState({children, htmlAttributes, bodyAttributes, base, ...props}: HelmetProps): HeadState {
  const state: HeadState = {
    title: props.title,
    titleTemplate: props.titleTemplate,
    defaultTitle: props.defaultTitle,
    html: htmlAttributes,
    body: bodyAttributes,
    tags: {
      base: base ? [base] : undefined,
      link: props.link,
      meta: props.meta,
      noscript: props.noscript,
      script: props.script,
      style: props.style,
    },
  };
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || typeof child.type !== 'string') return;
    const childProps = child.props as {children?: unknown};
    const type = child.type;
    if (type === 'title') state.title = text(childProps.children);
    else if (type === 'html') state.html = attributes(childProps);
    else if (type === 'body') state.body = attributes(childProps);
    else if ((tagTypes as string[]).includes(type)) {
      const tag = attributes(childProps);
      if (childProps.children !== undefined)
        tag[type === 'style' ? 'cssText' : 'innerHTML'] = text(childProps.children);
      (state.tags[type as TagType] ??= []).push(tag);
    }
  });
  return state;
}

/** react-helmet-async's getTagsFromPropsList: the innermost tag per primary attribute value, in order. */
function reduceTags(type: TagType, list: Tag[][]): Tag[] {
  const seen: {[attribute: string]: Set<string>} = {};
  const approved: Tag[] = [];
  for (const instanceTags of [...list].reverse()) {
    const instanceSeen: {[attribute: string]: Set<string>} = {};
    const kept: Tag[] = [];
    for (const tag of instanceTags) {
      let key: string | undefined;
      for (const attribute of Object.keys(tag)) {
        const lower = attribute.toLowerCase();
        if (
          primary[type].includes(lower) &&
          !(key === 'rel' && tag[key].toLowerCase() === 'canonical') &&
          !(lower === 'rel' && tag[lower].toLowerCase() === 'stylesheet')
        )
          key = lower;
        if (primary[type].includes(attribute) && ['innerHTML', 'cssText', 'itemprop'].includes(attribute))
          key = attribute;
      }
      if (!key || !tag[key]) continue;
      const value = String(tag[key]).toLowerCase();
      if (seen[key]?.has(value)) continue;
      (instanceSeen[key] ??= new Set()).add(value);
      kept.push(tag);
    }
    approved.push(...kept.reverse());
    for (const [key, values] of Object.entries(instanceSeen)) seen[key] = new Set([...(seen[key] ?? []), ...values]);
  }
  return approved.reverse();
}

/** react-helmet-async's updateAttributes. */
function updateAttributes(element: Element, wanted: Tag): void {
  const managed = element.getAttribute(RH)?.split(',') ?? [];
  const toRemove = new Set(managed);
  for (const [name, value] of Object.entries(wanted)) {
    const stringValue = value === undefined || value === null ? '' : String(value);
    if (element.getAttribute(name) !== stringValue) element.setAttribute(name, stringValue);
    toRemove.delete(name);
  }
  for (const name of toRemove) element.removeAttribute(name);
  const names = Object.keys(wanted);
  if (names.length === 0) element.removeAttribute(RH);
  else if (element.getAttribute(RH) !== names.join(',')) element.setAttribute(RH, names.join(','));
}

/** react-helmet-async's updateTags: equal tags stay, the others are replaced. */
function updateTags(type: TagType, tags: Tag[]): void {
  const head = document.head;
  const old = Array.from(head.querySelectorAll(`${type}[${RH}]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(tag)) {
      if (name === 'innerHTML') element.innerHTML = value;
      else if (name === 'cssText') element.appendChild(document.createTextNode(value));
      else element.setAttribute(name, value === undefined ? '' : String(value));
    }
    element.setAttribute(RH, 'true');
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  for (const element of added) head.appendChild(element);
}

/** The mounted `<Head>` elements, by the order in which they first rendered. */
const mounted = new Map<number, HeadState>();
let renderOrder = 0;
let frame = 0;

function apply(): void {
  frame = 0;
  const states = [...mounted.entries()].sort(([a], [b]) => a - b).map(([, state]) => state);
  const innermost = (key: 'title' | 'titleTemplate' | 'defaultTitle') =>
    [...states].reverse().find((state) => state[key] !== undefined)?.[key];
  const title = innermost('title');
  const template = innermost('titleTemplate');
  const fullTitle = (template && title ? template.replace(/%s/g, () => title) : title) || innermost('defaultTitle');
  updateAttributes(document.body, Object.assign({}, ...states.map((state) => state.body ?? {})));
  updateAttributes(document.documentElement, Object.assign({}, ...states.map((state) => state.html ?? {})));
  if (fullTitle !== undefined && document.title !== fullTitle) document.title = fullTitle;
  const base = [...states].reverse().find((state) => state.tags.base?.some((tag) => tag.href))?.tags.base?.[0];
  updateTags('base', base ? [base] : []);
  for (const type of tagTypes) {
    if (type !== 'base')
      updateTags(
        type,
        reduceTags(
          type,
          states.flatMap((state) => (state.tags[type] ? [state.tags[type]] : [])),
        ),
      );
  }
}

function schedule(): void {
  if (!frame) frame = requestAnimationFrame(apply);
}

export function Helmet(props: HelmetProps): null {
  const [order] = useState(() => (renderOrder += 1));
  const state = toState(props);
  const key = JSON.stringify(state);
  useEffect(() => {
    mounted.set(order, JSON.parse(key) as HeadState);
    schedule();
  }, [order, key]);
  useEffect(
    () => () => {
      mounted.delete(order);
      schedule();
    },
    [order],
  );
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
