import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema.graphql (emitted by the server) + the client's operations → typed documents in client/src/gql.
 * Operations are written with the generated `graphql()` function next to the component that uses them.
 * CODEGEN_OUT lets the drift check generate into a scratch folder and compare.
 */
const out = process.env.CODEGEN_OUT ?? 'client/src/gql/';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    [out]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', JSON: 'unknown' },
        defaultScalarType: 'unknown',
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
