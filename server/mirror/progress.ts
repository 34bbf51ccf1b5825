/**
 * The mirror's progress: a one-line bar redrawn in place with the time left on a terminal, plain lines
 * (one per finished part) otherwise, so logs stay readable.
 */

export interface ProgressSnapshot {
  /** Resources written so far. */
  written: number;
  /** Resources in the catalogue (0 while unknown). */
  total: number;
  requests: number;
  /** Estimated milliseconds left, null while unknown. */
  etaMs: number | null;
  /** What is being copied. */
  label: string;
}

export interface ProgressSink {
  /** After every page. */
  update(snapshot: ProgressSnapshot): void;
  /** After a finished part, and for messages worth a line. */
  line(text: string, snapshot: ProgressSnapshot): void;
  /** Ends the bar. */
  end(): void;
}

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

const number = (n: number): string => n.toLocaleString('en-US');

export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** `[#####-----]  45 % 13,500/30,000 · 42 requests · 3 min 06 s left · concepts /STAT`, cut to `width`. */
export function formatBar(snapshot: ProgressSnapshot, width: number): string {
  const share = snapshot.total > 0 ? Math.min(1, snapshot.written / snapshot.total) : 0;
  const cells = 20;
  const filled = Math.round(share * cells);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(cells - filled)}]`;
  const text = `${bar} ${String(Math.floor(share * 100)).padStart(3)} % ${summary(snapshot)} · ${snapshot.label}`;
  return text.length > width ? text.slice(0, Math.max(0, width - 1)) : text;
}

function summary(snapshot: ProgressSnapshot): string {
  const of = snapshot.total > 0 ? `/${number(snapshot.total)}` : '';
  const eta = snapshot.etaMs === null ? '' : ` · ${formatDuration(snapshot.etaMs)} left`;
  return `${number(snapshot.written)}${of} · ${number(snapshot.requests)} requests${eta}`;
}

export function formatLine(text: string, snapshot: ProgressSnapshot): string {
  return `mirror: ${text} (${summary(snapshot)})`;
}

export function createProgress(stream: ProgressStream): ProgressSink {
  if (stream.isTTY !== true) {
    return {
      update: () => undefined,
      line: (text, snapshot) => stream.write(`${formatLine(text, snapshot)}\n`),
      end: () => undefined,
    };
  }
  let drawn = false;
  const clear = '\r\x1b[2K';
  // Some pseudo-terminals report 0 columns.
  const width = (): number => (stream.columns !== undefined && stream.columns >= 40 ? stream.columns : 100);
  return {
    update(snapshot) {
      stream.write(`${clear}${formatBar(snapshot, width())}`);
      drawn = true;
    },
    line(text, snapshot) {
      stream.write(`${clear}${formatLine(text, snapshot)}\n${formatBar(snapshot, width())}`);
      drawn = true;
    },
    end() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}

/** A sink that shows nothing (tests, `--quiet`). */
export const silentProgress: ProgressSink = {
  update: () => undefined,
  line: () => undefined,
  end: () => undefined,
};
