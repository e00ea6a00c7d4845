/**
 * For hot read-only routes: serialize with JSON.stringify instead of the zod
 * serializer, which re-validates every object of the answer (a week of slots is
 * about a hundred). The response schema still documents the route, and the API
 * tests check the shape.
 *
 * These routes answer objects reused from a short cache, never changed once
 * made, so the text of each is kept beside it and written again as is.
 */
const texts = new WeakMap<object, string>();

export const fastJsonSerializer = () => (data: unknown) => {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let text = texts.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    texts.set(data, text);
  }
  return text;
};
