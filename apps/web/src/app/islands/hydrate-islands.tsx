import type { i18n as I18n } from 'i18next';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  AfterHydration,
  replayEarlyActions,
  replayTypedText,
  type EarlyAction,
} from '@/lib/early-input';
import type { Navigation } from '@/lib/navigation';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandIdPrefix } from './island';
import { IslandRoot } from './island-root';
import { islandElement, isIslandName } from './registry';

/**
 * Hydrates every island of `doc`, each as its own root, numbered in document
 * order as the server numbered them (island-html.tsx). An element naming no
 * known island is left as the server's HTML. Once an island has hydrated, what
 * the visitor typed into it and the buttons and forms of it the starter kept
 * (`early`) reach it, in that order, so a kept submit sends the typed text.
 */
export function hydrateIslands(
  doc: Document,
  {
    i18n,
    navigation,
    early = [],
  }: { i18n: I18n; navigation: Navigation; early?: readonly EarlyAction[] },
): Root[] {
  const roots: Root[] = [];
  doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`).forEach((element, index) => {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (!isIslandName(name)) return;
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
    roots.push(
      hydrateRoot(
        element,
        <IslandRoot navigation={navigation} i18n={i18n}>
          <AfterHydration
            then={() => {
              replayTypedText(element);
              // In a task of its own: React renders the typed text first (in a
              // microtask), so a kept submit's handler reads it.
              setTimeout(() => replayEarlyActions(early, element));
            }}
          >
            {islandElement(name, props)}
          </AfterHydration>
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(index) },
      ),
    );
  });
  return roots;
}
