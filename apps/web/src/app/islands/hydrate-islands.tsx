import type { i18n as I18n } from 'i18next';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { Navigation } from '@/lib/navigation';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandIdPrefix } from './island';
import { IslandRoot } from './island-root';
import { islandElement, isIslandName } from './registry';

/**
 * Hydrates every island of `doc`, each as its own root, numbered in document
 * order as the server numbered them (island-html.tsx). An element naming no
 * known island is left as the server's HTML.
 */
export function hydrateIslands(
  doc: Document,
  { i18n, navigation }: { i18n: I18n; navigation: Navigation },
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
          {islandElement(name, props)}
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(index) },
      ),
    );
  });
  return roots;
}
