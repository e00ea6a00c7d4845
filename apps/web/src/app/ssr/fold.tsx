// Where a server-rendered page's first screen ends (docs/decisions/037). The
// server writes into the page's head only the rules of the stylesheet that the
// HTML before the fold uses; at the fold, the whole stylesheet is linked. The
// browser paints the first screen from the page's own bytes and holds the rest
// of the page until the stylesheet is there (a stylesheet in the body pauses
// the parser, not the paint of what came before it), so the first frame lays
// out and rasters only what the visitor sees first.
import { createContext, use } from 'react';

/**
 * The whole stylesheet's address on a page the server renders; null on the
 * client shell, whose head links it already.
 */
export const FoldStylesheetContext = createContext<string | null>(null);

/** The attribute that marks the fold's link, for the server and for the browser's start. */
export const FOLD_ATTRIBUTE = 'data-fold';

/** The fold's link as React writes it, found by the server in the rendered body. */
export const FOLD_LINK = /<link rel="stylesheet" href="[^"]*" data-fold=""\/>/;

/** Placed where the first screen ends; once per page, at the top level of its content. */
export function Fold() {
  const href = use(FoldStylesheetContext);
  return href ? <link rel="stylesheet" href={href} data-fold="" /> : null;
}

/**
 * The fold's stylesheet of the page the server rendered, read before hydrating
 * (the hydration renders the same link), and linked once more from the head:
 * a screen the app shows next may need any rule, and the fold's own link goes
 * with the page that rendered it.
 */
export function keepFoldStylesheet(document: Document): string | null {
  const fold = document.querySelector(`link[${FOLD_ATTRIBUTE}]`);
  const href = fold?.getAttribute('href');
  if (!href) return null;
  const kept = document.createElement('link');
  kept.rel = 'stylesheet';
  kept.href = href;
  document.head.append(kept);
  return href;
}
