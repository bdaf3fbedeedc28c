/** A stopwatch: time adds up only while it runs, so pauses and hidden pages cost no time. */
export class Clock {
  private banked = 0;
  private since: number | null = null;

  constructor(private readonly now: () => number = () => performance.now()) {}

  get running(): boolean {
    return this.since !== null;
  }

  get elapsedMs(): number {
    return this.banked + (this.since === null ? 0 : this.now() - this.since);
  }

  start(): void {
    this.since ??= this.now();
  }

  stop(): void {
    this.banked = this.elapsedMs;
    this.since = null;
  }

  /** Stopped, showing `ms`. */
  reset(ms = 0): void {
    this.banked = ms;
    this.since = null;
  }
}
