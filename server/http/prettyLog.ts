/**
 * Readable log lines for a terminal (pino writes JSON; this turns each line into time, level, request id and
 * message, then the fields, and an error's stack on the lines after). Not used when stdout is a file or a
 * pipe: log collectors get the JSON.
 */

const LEVELS: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields shown in the line's head, or not at all. */
const HEAD_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

const twoDigits = (value: number): string => String(value).padStart(2, '0');

function clock(time: unknown): string {
  if (typeof time !== 'number') return '--:--:--.---';
  const date = new Date(time);
  const ms = String(date.getMilliseconds()).padStart(3, '0');
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}.${ms}`;
}

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** One JSON line of pino as text for a person; a line that is not JSON is returned as it is. */
export function prettyLine(json: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(json);
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return `${json.trimEnd()}\n`;
  const fields = entry as Record<string, unknown>;
  const level = typeof fields.level === 'number' ? (LEVELS[fields.level] ?? String(fields.level)) : '?';
  const head = [clock(fields.time), level];
  if (fields.reqId !== undefined) head.push(`[${show(fields.reqId)}]`);
  if (fields.msg !== undefined) head.push(show(fields.msg));
  const rest = Object.entries(fields)
    .filter(([name]) => !HEAD_FIELDS.has(name))
    .map(([name, value]) => `${name}=${show(value)}`);
  let text = [...head, ...rest].join(' ');
  const error = fields.err;
  if (error !== null && typeof error === 'object' && 'stack' in error && typeof error.stack === 'string') {
    text += `\n    ${error.stack.split('\n').join('\n    ')}`;
  }
  return `${text}\n`;
}

/** A stream for pino that writes each line readably to `out`. */
export function prettyStream(out: { write(text: string): unknown }): { write(line: string): void } {
  return {
    write(line) {
      out.write(prettyLine(line));
    },
  };
}
