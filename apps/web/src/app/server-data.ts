// The data a server-rendered page carries for its hydration: what the render's
// store fetched, as a JSON data block (<script type="application/json">, never
// executed, so the Content-Security-Policy needs no nonce or hash for it). The
// browser's store takes it before hydrating, so the first render in the browser
// shows exactly what the HTML shows and nothing is fetched again.
import { api, SERVER_DATA_RECEIVED } from '@/lib/api-client';

/** The id of the data block in a server-rendered page. */
export const SERVER_DATA_ID = 'server-data';

type ApiState = ReturnType<typeof api.reducer>;

export interface ServerData {
  [api.reducerPath]: Pick<ApiState, 'queries' | 'mutations' | 'provided'>;
}

/** The settled queries of a render's store (answers and refusals), with the tags they provide. */
export function serverDataOf(state: { [api.reducerPath]: ApiState }): ServerData {
  const { queries, provided } = state[api.reducerPath];
  const settled = Object.fromEntries(
    Object.entries(queries).filter(
      ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
    ),
  );
  // No mutation runs in a render; the rehydration reads the key all the same.
  return { [api.reducerPath]: { queries: settled, mutations: {}, provided } };
}

/**
 * JSON that stays inside a <script> element whatever the strings in it say: '<',
 * '>' and '&' are written as \u escapes (so neither '</script>' nor '<!--' can end
 * or change the element), and so are the two line separators JavaScript once
 * refused in strings. JSON.parse reads the same value back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => {
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** The page's data block, or null when the page was not rendered by the server. */
export function readServerData(doc: Document): ServerData | null {
  const block = doc.getElementById(SERVER_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as ServerData;
  } catch {
    return null;
  }
}

/** The action that puts a page's server data into the browser's store. */
export function serverDataReceived(data: ServerData) {
  return { type: SERVER_DATA_RECEIVED, payload: data };
}
