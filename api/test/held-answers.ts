// The calls a stand-in holds without an answer, as a hung service does (the connection open, nothing said), until
// the test lets them go: each is then answered 503. Shared by the stand-ins' hang switches.
export function heldAnswers() {
  const held: (() => void)[] = [];
  return {
    /** An answer that does not come until `letGo`. */
    hold: () =>
      new Promise<Response>((resolve) => held.push(() => resolve(new Response('released', { status: 503 })))),
    /** Answers every held call (503). */
    letGo() {
      for (const wake of held.splice(0)) wake();
    },
  };
}
