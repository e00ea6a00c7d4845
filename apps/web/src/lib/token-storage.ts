// The spec keeps the session token in local storage under the key 'token'.
export const TOKEN_STORAGE_KEY = 'token';
/** Announced on window when this tab stores or removes the token (other tabs get 'storage'). */
export const TOKEN_CHANGED_EVENT = 'clinic:token';

function announce(): void {
  window.dispatchEvent(new Event(TOKEN_CHANGED_EVENT));
}

// Storage can throw (disabled cookies, private mode quotas); treat that as "no token".
export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Nothing sensible to do: the session simply will not survive a reload.
  }
  announce();
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Ignored for the same reason as above.
  }
  announce();
}
