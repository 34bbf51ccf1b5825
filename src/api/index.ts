/** The typed client of the search interface and the request budget it spends from. */
export type { RequestOptions, SearchClient, SearchClientOptions } from './client';
export {
  createSearchClient,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_RECOVERY_ATTEMPTS,
  PREFLIGHT_CACHE_MS,
} from './client';
export type { ReadContext, ReadOutcome, TolerantSearchResponse } from '../interface/read/readSearchResponse';
export { readSearchAnswer, readSearchResponse, readSuggestions } from '../interface/read/readSearchResponse';
export type { SearchScope } from './endpoints';
export { isCrossOrigin, searchEndpointUrl, suggestionsUrl } from './endpoints';
export type { ProblemFieldError, SearchApiErrorDetails, SearchApiErrorKind } from './errors';
export { isAbortError, isRateLimited, isSearchApiError, SearchApiError } from './errors';
export type { Clock, TimerId } from './budget/clock';
export { systemClock } from './budget/clock';
export type {
  AcquireOptions,
  BudgetPauseReason,
  BudgetPriority,
  BudgetSnapshot,
  BudgetStatus,
  Recovery,
  RecoveryOptions,
  WakeOptions,
  RequestBudgetOptions,
} from './budget/requestBudget';
export { isNoSpareTokens, NoSpareTokensError, RequestBudget, SupersededError } from './budget/requestBudget';
export type { BudgetStore, ChangeChannel } from './budget/budgetStore';
export { BUDGET_STORE_KEY, broadcastChangeChannel, createMemoryStore } from './budget/budgetStore';
export type { BudgetStoreEnvironment } from './budget/createBudgetStore';
export { createBudgetStore, openBudgetDatabaseEarly } from './budget/createBudgetStore';
export { budgetDatabase } from './budget/indexedDbStore';
export { RECOVERY_BACKOFF, THROTTLE_BACKOFF } from './budget/backoffPolicy';
export type { Failure, FailureAction, FailureCause, RecoveryCause } from './recovery';
export { classifyFailure, recoveryDelayMs } from './recovery';
export type { OrgCatalogueNamesOptions } from './orgNames/orgCatalogueNames';
export { MAX_SINGLE_REQUESTS, ORG_NAMES_STORE_KEY, OrgCatalogueNames } from './orgNames/orgCatalogueNames';
export type { OrgNameEntries, OrgNameEntry, OrgNames } from './orgNames/orgNameCache';
export { entriesOf, nameIn, ORG_NAMES_TTL_MS, orgNumbersOf } from './orgNames/orgNameCache';
