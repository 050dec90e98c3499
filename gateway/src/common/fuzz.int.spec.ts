import fc from 'fast-check';
import { publishTables } from '@covers/services/reservations/testing/outlet-with-services';
import { COMMON_FIELD_NAMES } from '@covers/shared';
import { badValue, fieldModels, formEncode, isImpossible, type BadValue, type FieldModel } from '../testing/fuzz-inputs';
import { discoverRoutes, type DiscoveredRoute } from '../testing/routes';
import { startTestApp, type TestApp } from '../testing/test-app';

/** Requests per route (plus one with a malformed path): about a minute for the whole app on a small machine. */
const RUNS_PER_ROUTE = 20;
/** The same requests every run; FUZZ_SEED=<n> explores others. */
const SEED = Number(process.env.FUZZ_SEED ?? 11);
const RID = 11;
/** Keys no schema has, including names of Object.prototype. */
const UNKNOWN_KEYS = ['x_unknown', 'constructor', 'toString', 'hasOwnProperty'];

const COMMON_FIELDS = new Set<string>(COMMON_FIELD_NAMES);

jest.setTimeout(600_000);

interface Case {
  key: string;
  bad: BadValue;
  /** POST bodies go as JSON or form-encoded, as the console sends them. */
  form: boolean;
}

const caseOf = (fields: FieldModel[]): fc.Arbitrary<Case> =>
  fc.oneof(
    ...fields.map((field) => fc.record({ key: fc.constant(field.name), bad: badValue(field), form: fc.boolean() })),
    fc.record({
      key: fc.constantFrom(...UNKNOWN_KEYS),
      bad: fc.constant<BadValue>({ value: 'x', impossibleFor: 'any' }),
      form: fc.boolean(),
    }),
  );

/**
 * Issue #11 "Judged by": every route the app serves (found in its module graph, so a new route is covered), sent
 * requests that are valid but for one field or one unknown key. Figures: 0 HTTP 5xx, 0 refusals that write (events
 * and every table's rows compared before and after), 0 impossible values accepted. Prints its figures as JSON:
 * the line `fuzz figures: {…}` of a run of this file (input rules: docs/architecture.md, API conventions).
 */
describe('fuzz pass over every route', () => {
  let testApp: TestApp;
  let routes: DiscoveredRoute[];

  /** The last event's position and the number of rows in every table. */
  const footprint = async (): Promise<string> => {
    await testApp.settled();
    const [row] = await testApp.db.dataSource.query(
      `SELECT (SELECT coalesce(max(position), 0) FROM events)::text AS position,
              (SELECT sum((xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I', tablename), false, true, '')))[1]::text::int)
                 FROM pg_tables WHERE schemaname = 'public')::int AS rows`,
    );
    return `${row.position}/${row.rows}`;
  };
  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.seedAccess();
    await publishTables(testApp.store, RID, [{ id: 'T1', minPax: 1, maxPax: 4 }], { actor: 'system', now: '2026-11-21T10:00:00.000Z' });
    routes = discoverRoutes(testApp.app);
  });
  afterAll(() => testApp.close());

  it('answers bad input on every route with the envelope: no 5xx, no write on refusal, nothing impossible accepted', async () => {
    const figures = {
      routes: routes.length,
      requests: 0,
      serverErrors: [] as string[],
      writesOnRefusal: [] as string[],
      impossibleAccepted: [] as string[],
    };
    for (const [index, route] of routes.entries()) {
      const token = await testApp.signIn('admin');
      const fields = fieldModels(route.input);
      // The common fields are the caller's to send (a group_uid not theirs is refused): only rid is in the base.
      const own = fields.filter((f) => f.inBase && !COMMON_FIELDS.has(f.name));
      const base = Object.fromEntries(own.map((f) => [f.name, f.exemplar]));
      const send = (path: string, input: Record<string, unknown>, form: boolean) => {
        const req = testApp.http()[route.method === 'GET' ? 'get' : 'post'](`/api${path}`).set('Authorization', `Bearer ${token}`);
        if (route.method === 'GET') return req.query(input);
        return form ? req.type('form').send(formEncode(input)) : req.send(input);
      };
      let footprintBefore = await footprint();
      /** Counts the answer; the footprint is read once per request, after it (the one before is the last one read). */
      const judge = async (shown: string, res: { status: number; body?: { status?: { code?: number } } }) => {
        figures.requests++;
        const code = res.body?.status?.code ?? (res.status < 400 ? 0 : res.status);
        if (res.status >= 500) figures.serverErrors.push(`${shown}: HTTP ${res.status}`);
        const after = await footprint();
        if (code !== 0 && after !== footprintBefore) figures.writesOnRefusal.push(`${shown}: ${code}`);
        footprintBefore = after;
        return code;
      };
      const cases = fc.sample(caseOf(fields), { numRuns: RUNS_PER_ROUTE, seed: SEED + index });
      for (const { key, bad, form } of cases) {
        const shown = `${route.method} ${route.path} ${key}=${JSON.stringify(bad.value)?.slice(0, 60)}${form ? ' (form)' : ''}`;
        const code = await judge(shown, await send(route.path, { ...base, rid: RID, [key]: bad.value }, form));
        if (
          code === 0 &&
          isImpossible(
            fields.find((f) => f.name === key),
            bad,
          )
        )
          figures.impossibleAccepted.push(shown);
      }
      await judge(`${route.method} ${route.path}%E0%A4%A`, await send(`${route.path}%E0%A4%A`, { rid: RID }, false));
    }
    process.stdout.write(
      `fuzz figures: ${JSON.stringify({
        routes: figures.routes,
        requests: figures.requests,
        serverErrors: figures.serverErrors.length,
        writesOnRefusal: figures.writesOnRefusal.length,
        impossibleAccepted: figures.impossibleAccepted.length,
      })}\n`,
    );
    expect(figures.routes).toBeGreaterThan(50);
    expect(figures.serverErrors).toEqual([]);
    expect(figures.writesOnRefusal).toEqual([]);
    expect(figures.impossibleAccepted).toEqual([]);
  });
});
