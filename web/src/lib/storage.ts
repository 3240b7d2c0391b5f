// Local storage that never throws: private mode or a full quota must not break a screen.

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* the cookie and the server still know who this is; only the convenience is lost */
  }
}

export function removeLocal(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    /* nothing stored */
  }
}
