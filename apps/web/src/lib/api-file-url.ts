import { env } from '@/config/env';

/**
 * A file link the API answers as a path ('/api/ics/...'), made absolute against
 * the configured API base, so it works when the API lives on another origin.
 */
export function apiFileUrl(path: string): string {
  const base = new URL(env.apiBaseUrl, window.location.origin).href.replace(/\/$/, '');
  return path.startsWith('/api/') ? `${base}${path.slice(4)}` : path;
}
