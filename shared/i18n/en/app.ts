// Texts of the dashboard app and its dialogs (React).
export const app = {
  productName: 'Dynacard',
} as const;
