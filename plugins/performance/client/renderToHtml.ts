/**
 * Swap (plugins/performance/index.ts) of `@docusaurus/core/lib/client/renderToHtml.js`, the server-side render of
 * each page. Upstream's, with one option: `progressiveChunkSize: Infinity`.
 *
 * React's streaming renderer moves a Suspense boundary whose HTML is larger than 12,800 bytes to the end of
 * the document, behind a `<template>` that an inline script swaps for it. A static site sends the whole
 * page at once, so that gains nothing here, and without JavaScript the content would stay hidden. With the
 * option, every boundary stays in place. The chapter print view wraps each doc in a boundary, so that the
 * app hydrates the docs one by one (src/components/ChapterPrint).
 */
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
