// Texts of the public site (Astro pages, header, footer, public islands).
export const site = {
  productName: 'Dynacard',
} as const;
