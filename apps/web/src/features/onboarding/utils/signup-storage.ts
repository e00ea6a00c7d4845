// The spec keeps the name and mobile typed on step 0 in local storage while the
// sign-up runs (keys signupName and signupMobile), and removes them at the end.
const NAME_KEY = 'signupName';
const MOBILE_KEY = 'signupMobile';

function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function readSignupAccount(): { name: string; mobile: string } {
  return { name: read(NAME_KEY), mobile: read(MOBILE_KEY) };
}

export function saveSignupAccount(account: { name: string; mobile: string }): void {
  try {
    window.localStorage.setItem(NAME_KEY, account.name);
    window.localStorage.setItem(MOBILE_KEY, account.mobile);
  } catch {
    // Storage refused (private mode): the wizard still works, only a reload forgets.
  }
}

export function clearSignupAccount(): void {
  try {
    window.localStorage.removeItem(NAME_KEY);
    window.localStorage.removeItem(MOBILE_KEY);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
