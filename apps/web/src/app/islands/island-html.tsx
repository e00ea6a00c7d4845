// The server's side of islands (island.tsx): the page is rendered with empty
// slots, then each slot is filled with its island rendered as its own root,
// with the identifier prefix the browser will hydrate it with. Only the server
// render imports this module.
import type { i18n as I18n } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Navigation } from '@/lib/navigation';
import { islandIdPrefix, ISLAND_SLOT_ATTRIBUTE, type IslandSlots } from './island';
import { IslandRoot } from './island-root';
import { islandElement, type IslandName } from './registry';

const SLOT = new RegExp(` ${ISLAND_SLOT_ATTRIBUTE}="(\\d+)"([^>]*)></div>`, 'g');

export class IslandHtml implements IslandSlots {
  private readonly islands: { name: IslandName; props: object }[] = [];

  add(name: IslandName, props: object): number {
    return this.islands.push({ name, props }) - 1;
  }

  /**
   * `html` with every slot filled, numbered in the order the browser will find
   * them. Each island is prerendered, so texts it loads (its catalogues) are
   * waited for.
   */
  async fill(html: string, context: { pathname: string; i18n: I18n }): Promise<string> {
    const navigation: Navigation = {
      pathname: context.pathname,
      navigate() {
        throw new Error('an island navigates in the browser only');
      },
    };
    const slots = [...html.matchAll(SLOT)];
    const rendered = await Promise.all(
      slots.map(async ([, slot], index) => {
        const island = this.islands[Number(slot)];
        if (!island) throw new Error(`no island for slot ${slot}`);
        const { prelude } = await prerenderToNodeStream(
          <IslandRoot navigation={navigation} i18n={context.i18n}>
            {islandElement(island.name, island.props)}
          </IslandRoot>,
          { identifierPrefix: islandIdPrefix(index) },
        );
        let inner = '';
        for await (const chunk of prelude) inner += String(chunk);
        return inner;
      }),
    );
    let index = 0;
    return html.replace(SLOT, (_slot, _number: string, rest: string) => {
      return `${rest}>${rendered[index++]}</div>`;
    });
  }
}
