// Texts of the public dynatag page /d/{shortId} and its islands (passcode, location lock, maps, PDF, contacts). English defines the keys.
export const dynatag = {
  // keys are added here
};
