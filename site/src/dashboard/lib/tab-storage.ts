/** What a tab's session storage offers; a test hands in its own. */
export type TabStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This tab's session storage, or undefined where the browser refuses it (storage blocked, some private modes). */
export const tabStorage = (): TabStore | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};
