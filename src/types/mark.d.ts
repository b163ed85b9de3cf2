// The part of mark.js (a dependency, used to highlight search terms on the target page) that we call.
declare module 'mark.js' {
  export default class Mark {
    constructor(context: Element | string);
    /** `ignoreJoiners`: also match words with soft hyphens or zero-width characters in them. */
    mark(keywords: string | string[], options?: {exclude?: string[]; ignoreJoiners?: boolean}): void;
    unmark(options?: object): void;
  }
}
