// Opening the dynatag editor for a new, empty tag as a person does: "Create dynatag", then "Start empty" in the
// gallery of starter templates that opens first (issue 32).
import type { Page } from '@playwright/test';
import { tags as enTags } from '../../shared/i18n/en/tags';

export async function startEmptyTag(page: Page) {
  await page.getByRole('button', { name: enTags.createDynatag }).first().click();
  const templates = page.getByRole('dialog', { name: enTags.templatesTitle });
  await templates.getByRole('button', { name: new RegExp(enTags.templatesEmpty) }).click();
}
