import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema.graphql (emitted by the server) + the client's operations → typed documents in client/src/gql.
 * CODEGEN_OUT and CODEGEN_SCHEMA let the drift check generate into a scratch folder and compare.
 */
const root = process.env.CODEGEN_ROOT ?? '.';
const out = process.env.CODEGEN_OUT ?? `${root}/client/src/gql/`;

const config: CodegenConfig = {
  // The drift test points CODEGEN_SCHEMA at a stale copy to prove it notices.
  schema: process.env.CODEGEN_SCHEMA ?? `${root}/schema.graphql`,
  // Operations live in .graphql files beside their components; components import the typed `XxxDocument`
  // from client/src/gql/graphql.ts, so each page bundles only its own documents (no map of all of them).
  documents: [`${root}/client/src/**/*.graphql`],
  ignoreNoDocuments: true,
  generates: {
    [out]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', JSON: 'unknown', SafeInt: 'number' },
        defaultScalarType: 'unknown',
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
