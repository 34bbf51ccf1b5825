import type { Environment, RuntimeConfig } from '../interface/runtimeConfig';

/** The environment the URL names (`env=<id>`, already checked against the list), else the configured default. */
export function selectEnvironment(config: RuntimeConfig, env: string | null): Environment {
  const named = env === null ? undefined : config.environments.find((candidate) => candidate.id === env);
  const chosen = named ?? config.environments.find((candidate) => candidate.id === config.defaultEnvironment);
  // The schema guarantees the default is listed; the first one is only a fallback for a hand-made config.
  return chosen ?? config.environments[0] ?? missingEnvironments();
}

function missingEnvironments(): never {
  throw new Error('The configuration lists no environment');
}

/** The ids `env=` may hold. */
export function environmentIds(config: RuntimeConfig): readonly string[] {
  return config.environments.map((environment) => environment.id);
}
