/** Every domain of the demo catalogue by key. */
import type { Domain } from './domain';
import { ADMINISTRATION, BUSINESS, JUSTICE, TAX } from './economy';
import { MUNICIPAL, TRANSPORT } from './local';
import { AGRICULTURE, ENERGY, ENVIRONMENT, FISHERIES, FOOD, GEODATA, WEATHER } from './nature';
import { CULTURE, EDUCATION, HEALTH, POPULATION, WORK } from './society';

export const DOMAINS: readonly Domain[] = [
  POPULATION,
  WORK,
  HEALTH,
  EDUCATION,
  CULTURE,
  TAX,
  BUSINESS,
  ADMINISTRATION,
  JUSTICE,
  GEODATA,
  ENVIRONMENT,
  WEATHER,
  ENERGY,
  AGRICULTURE,
  FISHERIES,
  FOOD,
  TRANSPORT,
  MUNICIPAL,
];

export const DOMAIN_BY_KEY: ReadonlyMap<string, Domain> = new Map(DOMAINS.map((entry) => [entry.key, entry]));

export type { Concept, Domain } from './domain';
export { EVENT_TOPICS, type EventTopic } from './events';
