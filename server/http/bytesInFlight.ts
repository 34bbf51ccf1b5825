/**
 * The bytes of large answers being sent, per client and in all: an answer reserves its length before its
 * first byte is written and gives it back when the response ends (sent, cut off or abandoned). An answer
 * that would take a client, or the whole server, past its bound is refused instead (the caller sheds it
 * with 503 and `Retry-After`), so a burst of 10 000-hit pages, or many slow readers of them, cannot make
 * the server hold more than the bounds. One answer alone is always allowed, whatever its size: the real
 * service sends pages of up to 10 000 hits. Pure (no I/O, no clock).
 */
export interface InFlightLimits {
  /** Bytes one client's answers may hold at once. */
  perClient: number;
  /** Bytes all answers may hold at once. */
  total: number;
}

export class BytesInFlight {
  private readonly byClient = new Map<string, number>();
  private all = 0;

  constructor(private readonly limits: InFlightLimits) {}

  /** Reserves `bytes` for `client`: a function that gives them back (once), or null when over a bound. */
  reserve(client: string, bytes: number): (() => void) | null {
    const own = this.byClient.get(client) ?? 0;
    const overClient = own > 0 && own + bytes > this.limits.perClient;
    const overTotal = this.all > 0 && this.all + bytes > this.limits.total;
    if (overClient || overTotal) return null;
    this.byClient.set(client, own + bytes);
    this.all += bytes;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.all -= bytes;
      const left = (this.byClient.get(client) ?? 0) - bytes;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    };
  }

  /** Bytes held by `client`'s answers (all clients' when not given). */
  held(client?: string): number {
    return client === undefined ? this.all : (this.byClient.get(client) ?? 0);
  }
}
