// The part of mark.js (a dependency, used to highlight search terms on the target page) that we call.
declare module 'mark.js' {
  export default class Mark {
    constructor(context: Element | string);
    mark(keywords: string | string[], options?: {exclude?: string[]}): void;
    unmark(options?: object): void;
  }
}
