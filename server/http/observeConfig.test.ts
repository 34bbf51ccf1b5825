import { describe, expect, it } from 'vitest';

import { ConfigError, parseConfig } from './config';
import { defaultLogLevel, parseObserveConfig, type ObserveVariable } from './observeConfig';

const fail = (variable: ObserveVariable, problem: string, raw: string): never => {
  throw new ConfigError(`${variable}=${JSON.stringify(raw)}: ${problem}`);
};
const parse = (env: Partial<Record<ObserveVariable, string>>, processEnv: NodeJS.ProcessEnv = {}) =>
  parseObserveConfig((variable) => env[variable], fail, processEnv);

describe('LOG_LEVEL and METRICS', () => {
  it('default to info and on for a started service, and to warn under Vitest', () => {
    expect(parse({})).toEqual({ logLevel: 'info', metrics: true });
    expect(defaultLogLevel({})).toBe('info');
    expect(defaultLogLevel({ VITEST: 'true' })).toBe('warn');
    expect(parse({}, { VITEST: 'true' }).logLevel).toBe('warn');
  });

  it('read every level in any case, and on or off', () => {
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const) {
      expect(parse({ LOG_LEVEL: ` ${level.toUpperCase()} ` }).logLevel).toBe(level);
    }
    expect(parse({ METRICS: 'OFF' }).metrics).toBe(false);
    expect(parse({ METRICS: 'on' }).metrics).toBe(true);
  });

  it('name the variable and the accepted values when a value is wrong', () => {
    expect(() => parse({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL="verbose": must be one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(() => parse({ METRICS: 'yes' })).toThrow('METRICS="yes": must be on or off');
  });

  it('take flags as the other settings do', () => {
    expect(parseConfig({}, ['--log-level', 'error', '--metrics=off']).observe).toEqual({
      logLevel: 'error',
      metrics: false,
    });
  });
});
