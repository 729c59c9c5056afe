/** The profile texts the save-contact island shows; the page hands them over as props. */
export const SAVE_CONTACT_KEYS = [
  'downloadContact',
  'saveContact',
  'saving',
  'saved',
  'loginToSave',
  'login',
  'register',
  'openContacts',
  'saveFailed',
  'offline',
] as const;

export type SaveContactTexts = Record<(typeof SAVE_CONTACT_KEYS)[number], string>;
