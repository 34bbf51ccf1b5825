/**
 * What the operator sees (docs/operations.md): `LOG_LEVEL` (pino's levels; `info` writes one line per request)
 * and `METRICS` (`on` answers `/metrics` in Prometheus text, `off` leaves the path unanswered). Parsed with the
 * rest of the configuration (config.ts hands in its reader and its error).
 */

export const OBSERVE_VARIABLES = ['LOG_LEVEL', 'METRICS'] as const;
export type ObserveVariable = (typeof OBSERVE_VARIABLES)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ObserveConfig {
  logLevel: LogLevel;
  metrics: boolean;
}

type Read = (variable: ObserveVariable) => string | undefined;
type Fail = (variable: ObserveVariable, problem: string, raw: string) => never;

/**
 * `info` for a service that is started; `warn` under Vitest (whose workers set `VITEST`), so that the many
 * servers tests start in-process stay quiet unless something goes wrong.
 */
export function defaultLogLevel(processEnv: NodeJS.ProcessEnv): LogLevel {
  return processEnv.VITEST === undefined ? 'info' : 'warn';
}

const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

export function parseObserveConfig(
  read: Read,
  fail: Fail,
  processEnv: NodeJS.ProcessEnv = process.env,
): ObserveConfig {
  const rawLevel = read('LOG_LEVEL');
  const level = rawLevel?.trim().toLowerCase() ?? defaultLogLevel(processEnv);
  if (!isLogLevel(level)) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`, rawLevel ?? '');
  const metrics = read('METRICS')?.trim().toLowerCase() ?? 'on';
  if (metrics !== 'on' && metrics !== 'off') fail('METRICS', 'must be on or off', metrics);
  return { logLevel: level, metrics: metrics === 'on' };
}
