// Texts of the dashboard's Dynatags page: table, folder tree, statistics dialog, delete dialog.
export const tags = {
  // keys are added here
};
