import { resetLimits } from '@/server/rate-limit';
import type { ProcedureInfo, Role } from './procedures';
import { StateWatch } from './state';
import {
  everyItemRefusedOrNull,
  isValidatorRefusal,
  problemsOf,
  send,
  type Answer,
  type WireRequest,
} from './wire';

/** The request that calls `procedure` with `json` as its input (none when undefined), as the browser's link does. */
export function procedureRequest(
  procedure: ProcedureInfo,
  json: string | undefined,
  label: string,
): WireRequest {
  if (procedure.type === 'query') {
    const query = json === undefined ? '' : `?input=${encodeURIComponent(json)}`;
    return { label, method: 'GET', target: `${procedure.path}${query}` };
  }
  return { label, method: 'POST', target: procedure.path, body: json };
}

/**
 * True when no part of the answer was accepted: every item is a 4xx, or a mutation's `null`, which is how the
 * "default" error policy (docs/architecture.md, Error policies) answers an upstream refusal; the screen shows
 * it as an error.
 */
export const isRefused = (answer: Answer) => everyItemRefusedOrNull(answer);

/** Whether the procedure's own schema accepts the input: only then may the server accept the call. */
export function schemaAccepts(procedure: ProcedureInfo, json: string | undefined): boolean {
  if (!procedure.input) return true;
  let value: unknown;
  try {
    value = json === undefined ? undefined : JSON.parse(json);
  } catch {
    return false;
  }
  return procedure.input.safeParse(value).success;
}

/**
 * Sends requests for one role and keeps what went wrong: answers that are 5xx, not tRPC envelopes or leaky,
 * inputs accepted that the schema refuses, and state changed by a refused call (see StateWatch).
 */
export class Fuzzer {
  readonly failures: string[] = [];
  readonly watch = new StateWatch();
  /** Procedures whose input validator answered at least once, per role. */
  readonly validated = new Set<string>();
  requests = 0;
  /** Mutation calls the site accepted (their state change is legitimate, and not blamed on anyone). */
  accepted = 0;

  constructor(
    readonly role: Role,
    private readonly cookie: string | null,
  ) {}

  /** One request; `mayChangeState` runs it between two reads of the stand-in's state. */
  async send(request: WireRequest, { mayChangeState = false } = {}): Promise<Answer> {
    // The site's limiters live in this process: forgotten before each call, so validators, not 429s, answer.
    resetLimits();
    this.requests += 1;
    const label = `${this.role} ${request.method} ${request.label}`;
    const call = () =>
      send(request, this.cookie).catch((error: unknown): Answer => ({
        label,
        status: 0,
        text: String(error),
        json: undefined,
      }));
    const answer = mayChangeState
      ? await this.watch.around(label, call, isRefused)
      : await call().then((a) => {
          this.watch.expectUnchanged(label);
          return a;
        });
    const head = request.method === 'HEAD' || request.method === 'OPTIONS';
    const plain = head || (request.byRouter && answer.status >= 400 && answer.status < 500);
    const problems = plain
      ? answer.status >= 500 || answer.status === 0
        ? ['failed']
        : []
      : problemsOf(answer);
    if (answer.status === 0) problems.push(`no answer: ${answer.text}`);
    for (const problem of problems) this.failures.push(`${label} → ${answer.status}: ${problem}`);
    return answer;
  }

  /** Calls a procedure with an input, checking that what its schema refuses is refused. */
  async call(procedure: ProcedureInfo, json: string | undefined, caseName: string): Promise<Answer> {
    const accepts = schemaAccepts(procedure, json);
    const request = procedureRequest(procedure, json, `${procedure.path} ${caseName}`);
    const answer = await this.send(request, { mayChangeState: procedure.type === 'mutation' && accepts });
    if (isValidatorRefusal(answer)) this.validated.add(procedure.path);
    if (procedure.type === 'mutation' && !isRefused(answer)) this.accepted += 1;
    if (!accepts && !isRefused(answer))
      this.failures.push(
        `${this.role} ${request.label} → ${answer.status}: accepted input its schema refuses`,
      );
    return answer;
  }

  /** The failures, state problems included, after a last read of the state. */
  async finish(): Promise<string[]> {
    await this.watch.settle();
    return [...this.failures, ...this.watch.problems];
  }
}
