// Islands (docs/decisions/030): on a page the server renders as islands (the
// landing), only a few parts are interactive and only they hydrate, each as its
// own small React root, from the islands entry (src/islands.tsx), without the
// router, the store or any screen's code. The rest of the page stays the
// server's HTML. Everywhere else (the app in the browser, pages rendered whole)
// an island is just its component, rendered in place.
import { createContext, use } from 'react';
import { islandElement, type ISLANDS, type IslandName } from './registry';

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
/** Where the server puts an island's HTML (island-html.tsx); gone from the page it sends. */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';

/** What the server render of an islands page keeps of each island it meets. */
export interface IslandSlots {
  add(name: IslandName, props: object): number;
}

/** Set by the server render of an islands page only. */
export const IslandSlotsContext = createContext<IslandSlots | null>(null);

type PropsOf<C> = C extends (...args: infer A) => unknown
  ? A extends [infer P, ...unknown[]]
    ? P
    : Record<string, never>
  : never;

/** An island's props: plain data, sent to the browser as JSON. */
export type IslandProps<N extends IslandName> = PropsOf<(typeof ISLANDS)[N]>;

/** The island's identifier prefix for useId: the same on the server and in the browser. */
export function islandIdPrefix(index: number): string {
  return `i${index}-`;
}

/**
 * An interactive part of a page. Its props travel to the browser as JSON, so
 * they must be plain data.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const slots = use(IslandSlotsContext);
  if (!slots) {
    return islandElement(name, props as object);
  }
  // `display: contents`: the wrapper takes no box, the island lays out as if in place.
  return (
    <div
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        [ISLAND_SLOT_ATTRIBUTE]: slots.add(name, props as object),
      }}
      className="contents"
    />
  );
}
