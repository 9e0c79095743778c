import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generate } from '@graphql-codegen/cli';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, personalAccessToken, type Person } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/*
 * The examples of /developers run as printed: each `<Example>{`…`}</Example>` of the page's source
 * (client/src/features/developers/DevelopersPage.tsx) is evaluated as the page evaluates it, with this test server's
 * origin, and run by bash (curl and od are what the page says a reader needs). Every GraphQL document the page prints
 * is validated against schema.graphql with graphql-js and compiled by GraphQL Code Generator, so an example that
 * stops matching the schema fails here before a partner meets it.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const pageSource = readFileSync(path.join(root, 'client/src/features/developers/DevelopersPage.tsx'), 'utf8');
const sdl = readFileSync(path.join(root, 'schema.graphql'), 'utf8');
const run = promisify(execFile);

/** The page's examples as a reader sees them for a server at `origin`. */
function printedExamples(origin: string): string[] {
  const bodies = [...pageSource.matchAll(/<Example>\{`([\s\S]*?)`\}<\/Example>/g)].map((match) => match[1]!);
  // The page's own template literal, evaluated with the page's one variable.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the docs page's own template literals (a file of this repository) is what this test checks
  return bodies.map((body) => new Function('origin', `return \`${body}\`;`)(origin) as string);
}

/** Every GraphQL document the page prints: in the curl examples' JSON bodies, and the exported ones (SYNC_QUERY). */
function graphqlDocuments(): string[] {
  const inCurl = printedExamples('http://localhost').flatMap((text) => [...text.matchAll(/"query":"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string));
  const exported = [...pageSource.matchAll(/export const \w+ = `((?:query|mutation|subscription)[\s\S]*?)`;/g)].map((match) => match[1]!);
  return [...inCurl, ...exported];
}

let app: TestApp;
let sender: Person;
let recipient: Person;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  sender = await person(app, { firstName: 'Ex', lastName: 'Ample', odance: 100 });
  recipient = await person(app);
  token = (await personalAccessToken(sender, { scopes: ['read', 'transfers'] })).token;
});
afterAll(async () => {
  await app?.stop();
});

describe('/developers examples', () => {
  it('finds the examples: curl calls of GraphQL and REST, a transfer with a key and a reference, and a sync query', () => {
    const examples = printedExamples(app.url);
    expect(examples.filter((text) => text.includes('curl -s'))).toHaveLength(3);
    expect(graphqlDocuments().length).toBeGreaterThanOrEqual(3);
    // Every <Example> of the page is one of these: a template literal run by bash, or an exported document checked below.
    const all = [...pageSource.matchAll(/<Example>\{([\s\S]*?)\}<\/Example>/g)].map((match) => match[1]!);
    const named = all.filter((body) => !body.startsWith('`'));
    expect(all.length).toBe(examples.length + named.length);
    for (const name of named) expect(pageSource, name).toMatch(new RegExp(`export const ${name} = \`(query|mutation|subscription)`));
  });

  it('every shell example runs as printed against a real server (the reader fills in <account id>)', async () => {
    const shell = printedExamples(app.url).filter((text) => text.includes('curl'));
    for (const example of shell) {
      const script = example.replaceAll('<account id>', recipient.id);
      const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], { env: { ...process.env, ODANCE_TOKEN: token }, timeout: 20_000 });
      const answer = JSON.parse(stdout) as Record<string, any>;
      expect(answer.errors, example).toBeUndefined();
      expect(answer.code, example).toBeUndefined();
    }
    // The transfer example moved oDance, with the reference it printed.
    const history = await sender.client.graphql('{ myTransfers { transfers { amount reference counterparty { id } } } }');
    expect(history.data!.myTransfers.transfers).toEqual([{ amount: 10, reference: 'order-1042', counterparty: { id: recipient.id } }]);
  });

  it('every GraphQL document the page prints is valid against schema.graphql', () => {
    const schema = buildSchema(sdl);
    for (const document of graphqlDocuments()) expect(validate(schema, parse(document)).map((error) => error.message), document).toEqual([]);
  });

  it('GraphQL Code Generator compiles the page’s documents against the SDL', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'odance-examples-'));
    graphqlDocuments().forEach((document, index) => writeFileSync(path.join(dir, `example-${index}.graphql`), document));
    const files = await generate(
      {
        schema: path.join(root, 'schema.graphql'),
        documents: [`${dir}/*.graphql`],
        generates: { [`${dir}/gql/`]: { preset: 'client', config: { scalars: { DateTimeISO: 'string', SafeInt: 'number' } } } },
        silent: true,
      },
      true,
    );
    const types = (files as Array<{ filename: string; content: string }>).find((file) => file.filename.endsWith('graphql.ts'))!.content;
    // The sync example's result type names the reference and the cursor.
    expect(types).toMatch(/reference: string \| null/);
    expect(types).toMatch(/pageInfo: \{ endCursor: string \| null, hasNextPage: boolean \}/);
  }, 120_000);

  it('the sync example pages a history by cursor as the page says', async () => {
    const sync = graphqlDocuments().find((document) => document.startsWith('query Sync'))!;
    const call = (variables: Record<string, unknown>) =>
      fetch(`${app.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query: sync, variables }) }).then(
        (res) => res.json() as Promise<Record<string, any>>,
      );
    const first = await call({ since: '2026-01-01T00:00:00Z', after: null });
    expect(first.errors).toBeUndefined();
    expect(first.data.myTransfers.transfers.map((t: { reference: string }) => t.reference)).toContain('order-1042');
    const next = await call({ since: '2026-01-01T00:00:00Z', after: first.data.myTransfers.pageInfo.endCursor });
    expect(next.data.myTransfers).toMatchObject({ transfers: [], pageInfo: { hasNextPage: false } });
  });
});
