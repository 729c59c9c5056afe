// Texts of the public dynatag page /d/{shortId} and its islands (passcode, location lock, maps, PDF, contacts).
export const dynatag = {
  // keys are added here
};
