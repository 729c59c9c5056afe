// Texts of the dashboard's dynatag editor dialog: modules, their forms, files, passcode, geolock, versions, tour, preview. English defines the keys.
export const tagEditor = {
  // keys are added here
};
