/** How a request ended, as the envelope said it: set by the exception filter, read by the API access log. */
export interface ApiOutcome {
  code: number;
  msg: string;
  /** the exception of an unexpected error (answered 500): the error log keeps its stack */
  error?: unknown;
}

const OUTCOME = Symbol('dha.apiOutcome');

export function setApiOutcome(request: object, outcome: ApiOutcome): void {
  (request as Record<symbol, ApiOutcome>)[OUTCOME] = outcome;
}

/** The failure a request answered with; undefined when it succeeded (code 0). */
export function apiOutcomeOf(request: object): ApiOutcome | undefined {
  return (request as Record<symbol, ApiOutcome | undefined>)[OUTCOME];
}
