import request from 'supertest';
import { lintOpenApi } from '../testing/openapi-lint';
import { startTestApp, type TestApp } from '../testing/test-app';

interface Operation {
  operationId: string;
  summary: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: Record<string, { schema: { $ref: string } }> };
}

/** The OpenAPI document describes what every route takes, from the zod schemas its `@Input` parses. */
describe('OpenAPI document', () => {
  let testApp: TestApp;
  let document: {
    paths: Record<string, { get?: Operation; post?: Operation }>;
    components: { schemas?: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    document = (await request(testApp.app.getHttpServer()).get('/api/docs/json')).body;
  });
  afterAll(() => testApp.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      (['get', 'post'] as const).filter((verb) => item[verb]).map((verb) => ({ path, verb, operation: item[verb]! })),
    );

  it('gives every GET its fields as query parameters, and every POST a JSON or form-encoded body (a file upload: multipart)', () => {
    expect(operations().length).toBeGreaterThan(80);
    const uploads = ['/api/diner/photo', '/api/setting/queues/background'];
    for (const { path, verb, operation } of operations()) {
      const described =
        verb === 'get' ? (operation.parameters ?? []).map((parameter) => parameter.in) : Object.keys(operation.requestBody?.content ?? {});
      const body = uploads.includes(path) ? ['multipart/form-data'] : ['application/json', 'application/x-www-form-urlencoded'];
      expect({ path, described }).toEqual({ path, described: verb === 'get' ? expect.arrayContaining(['query']) : body });
    }
  });

  it('describes a file upload’s fields and its file', () => {
    const upload = document.paths['/api/diner/photo'].post!;
    expect(upload.requestBody!.content['multipart/form-data'].schema.$ref).toBe('#/components/schemas/DinerPhotoRequest');
    const schema = document.components.schemas!.DinerPhotoRequest;
    expect(schema.required).toEqual(expect.arrayContaining(['diner_id', 'photo']));
    expect(schema.properties!.photo).toEqual({ type: 'string', format: 'binary' });
  });

  it('describes a GET’s fields as the schema does: types, enums, which are required', () => {
    const list = document.paths['/api/reservation/list'].get!;
    const date = list.parameters!.find((parameter) => parameter.name === 'date')!;
    expect(date).toMatchObject({ in: 'query', required: true, schema: { type: 'string' } });
    expect(list.parameters!.find((parameter) => parameter.name === 'tab')).toMatchObject({
      required: false,
      schema: { enum: ['all', 'upcoming', 'done_with', 'waiting'] },
    });
    expect(list.parameters!.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['rid', 'lang', 'username']));
  });

  it('puts each POST body’s schema in components.schemas, with its required fields', () => {
    const update = document.paths['/api/booking/update_transaction_status'].post!;
    const reference = update.requestBody!.content['application/json'].schema.$ref;
    expect(reference).toBe('#/components/schemas/BookingUpdateTransactionStatusRequest');
    const schema = document.components.schemas!.BookingUpdateTransactionStatusRequest;
    expect(schema.required).toEqual(expect.arrayContaining(['reservation_id', 'date', 'action']));
    expect(Object.keys(schema.properties!)).toEqual(expect.arrayContaining(['action', 'reason', 'book_anyway', 'rid']));
    expect(update.requestBody!.required).toBe(true);
  });

  it('names each operation by its group and action, and asks a bearer token of every route but the public ones', () => {
    const signIn = document.paths['/api/login/do_login'].post!;
    expect(signIn).toMatchObject({ operationId: 'LoginController_doLogin', summary: 'Login: do login', security: [] });
    const update = document.paths['/api/booking/update_transaction_status'].post!;
    expect(update).toMatchObject({ operationId: 'BookingController_updateStatus', security: [{ bearer: [] }] });
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('passes the Redocly linter’s recommended rules with no errors', async () => {
    const errors = (await lintOpenApi(document)).filter((problem) => problem.severity === 'error');
    expect(errors).toEqual([]);
  }, 60000);
});
