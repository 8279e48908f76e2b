import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { it } from './fixtures';
import { resetMock } from './harness';
import { listProcedures, type ProcedureInfo, type Role } from './fuzz/procedures';
import { Fuzzer, schemaAccepts } from './fuzz/runner';
import { inputCases, seedOf } from './fuzz/schema-sample';
import { batchCases, requestCases, wireCasesFor } from './fuzz/wire-cases';
import { isValidatorRefusal, send, type Answer } from './fuzz/wire';

/**
 * Every tRPC procedure, called over HTTP as anonymous, teacher and admin with hostile input, answers a
 * 4xx or a normal 200 (never a 5xx), in a tRPC envelope with no stack or upstream text, and the stand-in's state
 * is unchanged by every refused call. Cases are seeded per procedure, so a failure names a case that reproduces.
 */
const ROLES: Role[] = ['anonymous', 'teacher', 'admin'];
const procedures = listProcedures();

/** The first failures for the test output; all of them in the file FUZZ_REPORT names, when set. */
function report(failures: string[]): string {
  const file = process.env.FUZZ_REPORT;
  if (file && failures.length > 0) appendFileSync(file, `${failures.join('\n')}\n`);
  return failures.length === 0 ? '' : `${failures.length} failures:\n${failures.slice(0, 40).join('\n')}`;
}

beforeAll(() => {
  // Answers as production sends them: the error formatter leaves the stack out only there.
  vi.stubEnv('NODE_ENV', 'production');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await resetMock();
});

/** Whether `role` gets past the procedure's access check: its input is validated (or, without input, not refused). */
async function reaches(fuzzer: Fuzzer, procedure: ProcedureInfo): Promise<boolean> {
  const answer: Answer = await fuzzer.call(procedure, procedure.input ? '1' : undefined, 'probe');
  if (procedure.input) return isValidatorRefusal(answer);
  return answer.status !== 401 && answer.status !== 403;
}

describe('every tRPC procedure under hostile input, over HTTP', () => {
  // The tests build on each other: the last checks the sessions after all the hostile calls. Inside the
  // describe: at a file's top level the override would hold for the files after it too (one module registry).
  it.override({ freshWorld: 'file' });

  it('reads the procedures and their types from the app router', () => {
    expect(procedures.length).toBeGreaterThan(20);
    for (const procedure of procedures) expect(['query', 'mutation']).toContain(procedure.type);
    expect(procedures.find((p) => p.path === 'attendee.createAttendee')).toMatchObject({ type: 'mutation' });
    expect(procedures.find((p) => p.path === 'session.get')).toMatchObject({ type: 'query', input: null });
  });

  it('answers every hostile input as anonymous, teacher and admin with a 4xx or a normal 200, and refused calls change nothing', async ({
    siteCookies: cookies,
  }) => {
    const failures: string[] = [];
    const reached = new Map<string, Role[]>();
    const totals = { requests: 0, accepted: 0, stateReads: 0, unchangedCalls: 0 };
    for (const role of ROLES) {
      const fuzzer = new Fuzzer(role, cookies[role]);
      await fuzzer.watch.start();
      for (const procedure of procedures) {
        const allowed = await reaches(fuzzer, procedure);
        if (allowed) reached.set(procedure.path, [...(reached.get(procedure.path) ?? []), role]);
        const cases = procedure.input
          ? inputCases(procedure.input, seedOf(`${role} ${procedure.path}`), allowed)
          : [
              { name: 'no input', json: undefined },
              { name: 'hostile input ignored', json: '{"__proto__":{"x":1}}' },
            ];
        for (const { name, json } of cases) await fuzzer.call(procedure, json, name);
      }
      failures.push(...(await fuzzer.finish()));
      totals.requests += fuzzer.requests;
      totals.accepted += fuzzer.accepted;
      totals.stateReads += fuzzer.watch.reads;
      totals.unchangedCalls += fuzzer.watch.covered;
      // A procedure with input must have met its validator for every role that reaches it.
      for (const procedure of procedures)
        if (
          procedure.input &&
          reached.get(procedure.path)?.includes(role) &&
          !fuzzer.validated.has(procedure.path)
        )
          failures.push(`${role} ${procedure.path}: its input validator never answered`);
    }
    // Each procedure is reached by somebody (else a sign-in is broken and the fuzz proves little).
    for (const procedure of procedures)
      if (!reached.has(procedure.path))
        failures.push(`${procedure.path}: no role gets past its access check`);
    expect(failures, report(failures)).toEqual([]);
    // The run did what it claims: many calls, most of them proven to leave the state alone, some accepted.
    expect(totals.requests).toBeGreaterThan(2000);
    expect(totals.unchangedCalls).toBeGreaterThan(totals.requests * 0.8);
    expect(totals.accepted).toBeGreaterThan(0);
  }, 120_000);

  it('answers requests that are wrong on the wire (method, body, content type, origin, batch) with a 4xx', async ({
    siteCookies: cookies,
  }) => {
    const failures: string[] = [];
    for (const role of ROLES) {
      const fuzzer = new Fuzzer(role, cookies[role]);
      await fuzzer.watch.start();
      for (const procedure of procedures) {
        const changes = procedure.type === 'mutation' && schemaAccepts(procedure, '{}');
        for (const request of wireCasesFor(procedure))
          await fuzzer.send(request, { mayChangeState: changes && request.method === 'POST' });
      }
      for (const request of batchCases(procedures))
        await fuzzer.send(request, { mayChangeState: request.method === 'POST' });
      for (const request of requestCases()) await fuzzer.send(request);
      failures.push(...(await fuzzer.finish()));
    }
    expect(failures, report(failures)).toEqual([]);
  }, 120_000);

  it('still answers normally afterwards, with each session as it was', async ({ siteCookies: cookies }) => {
    const sessionOf = async (role: Role) =>
      (await send({ label: 'session.get', method: 'GET', target: 'session.get' }, cookies[role])).json;
    expect(await sessionOf('anonymous')).toEqual({ result: { data: { loggedIn: false, isAdmin: false } } });
    expect(await sessionOf('teacher')).toMatchObject({
      result: { data: { loggedIn: true, isAdmin: false } },
    });
    expect(await sessionOf('admin')).toMatchObject({ result: { data: { loggedIn: true, isAdmin: true } } });
    const events = await send(
      { label: 'events', method: 'GET', target: 'events.getEvents' },
      cookies.teacher,
    );
    expect(events.status).toBe(200);
    // The site ran in this process, so no `__proto__` or `constructor.prototype` input reached Object.prototype.
    const plain: Record<string, unknown> = {};
    expect([plain.polluted, plain.isAdmin, plain.x]).toEqual([undefined, undefined, undefined]);
  });
});
