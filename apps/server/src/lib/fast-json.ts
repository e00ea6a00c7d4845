/**
 * For hot read-only routes: serialize with JSON.stringify instead of the zod
 * serializer, which re-validates every object of the answer (a week of slots is
 * about a hundred). The response schema still documents the route, and the API
 * tests check the shape.
 */
export const fastJsonSerializer = () => (data: unknown) => JSON.stringify(data);
