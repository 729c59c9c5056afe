/** Time source for everything that expires; tests move a ManualClock instead of waiting. */
export type Clock = { now: () => number };

export const systemClock: Clock = { now: () => Date.now() };

export class ManualClock implements Clock {
  constructor(private time = Date.now()) {}
  now = () => this.time;
  advance(ms: number) {
    this.time += ms;
  }
  set(time: number) {
    this.time = time;
  }
}
