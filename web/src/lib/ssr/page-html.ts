import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * The page's HTML, once every lazy part it shows has loaded: React's static renderer waits for
 * every Suspense boundary, so the page is complete HTML with no streaming script (the CSP allows
 * no inline script, and the page cache keeps the bytes). Boundaries are never outlined into
 * templates filled by a script: the chunk size that would outline a large one is unbounded.
 */
export async function pageHtml(node: ReactNode): Promise<string> {
  let failed: unknown = null;
  const { prelude } = await prerenderToNodeStream(node, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failed ??= error;
    },
  });
  const page = await text(prelude);
  // A part that failed would be left to the browser: the page is not sent as if whole.
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return page;
}

/**
 * React 19 writes the <title>, <meta> and <link> tags a page renders (ui/document-head.tsx), and
 * the image preloads it made of the first screen's pictures, at the start of its output: they
 * belong in <head>.
 */
export function liftHead(body: string): {
  title: string;
  description: string;
  extra: string;
  rest: string;
} {
  let title = '';
  let description = '';
  let extra = '';
  const rest = body.replace(
    /<title>([^<]*)<\/title>|<meta name="(description|keywords)" content="([^"]*)"\/?>|<link rel="icon"[^>]*>|<meta property="og:image"[^>]*>/g,
    (tag, titleText: string | undefined, name: string | undefined, content: string | undefined) => {
      if (titleText !== undefined) {
        if (!title) title = titleText;
      } else if (name === 'description') {
        if (!description) description = content ?? '';
      } else {
        extra += tag;
      }
      return '';
    },
  );
  return { title, description, extra, rest };
}

/**
 * React puts its image preloads (the hero's, with fetchpriority="high") at the start of the page:
 * they go first in <head>, ahead of the page's stylesheets (inlined by the server), so a phone
 * starts on the largest picture with the first bytes of the page.
 */
export function liftImagePreloads(body: string): { preloads: string; rest: string } {
  let preloads = '';
  const rest = body.replace(/^(?:<link rel="preload" as="image"[^>]*\/?>)+/, (links) => {
    preloads = links;
    return '';
  });
  return { preloads, rest };
}

export const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
