import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import * as addPlugin from '@graphql-codegen/add';
import { preset as clientPreset } from '@graphql-codegen/client-preset';
import type { Types } from '@graphql-codegen/plugin-helpers';
import * as typedDocumentNodePlugin from '@graphql-codegen/typed-document-node';
import { Kind, type FragmentDefinitionNode } from 'graphql';

/**
 * schema.graphql (emitted by the server) + the client's operations → typed documents in client/src/gql.
 * CODEGEN_OUT and CODEGEN_SCHEMA let the drift check generate into a scratch folder and compare.
 */
const root = process.env.CODEGEN_ROOT ?? '.';
const out = process.env.CODEGEN_OUT ?? `${root}/client/src/gql/`;

/** Names the per-file document modules must not take: the types module and the client preset's other files. */
const RESERVED = new Set(['graphql', 'gql', 'index', 'fragment-masking']);

/**
 * The client preset's types, with every .graphql file's documents in a module of its own.
 *
 * The client preset writes all documents into graphql.ts. One module always lands in one chunk, so that chunk
 * held every operation of the app and was loaded by `/`. Here graphql.ts keeps only the types and re-exports
 * `client/src/gql/<file>.ts` (one per .graphql file: its typed `XxxDocument`s, fragments inlined, types
 * imported from graphql.ts). Components still import `XxxDocument` from `gql/graphql`; the re-exports hold no
 * code, so the bundler takes each document module into the chunk of the page that uses it.
 */
const typesAndDocumentModules: Types.OutputPreset = {
  async buildGeneratesSection(options) {
    const presetConfig = (options.presetConfig ?? {}) as object;
    const sections = await clientPreset.buildGeneratesSection({ ...options, presetConfig: { ...presetConfig, skipIndexFile: true } });
    const types = sections.find((section) => section.filename === `${options.baseOutputDir}graphql.ts`);
    if (!types) throw new Error('codegen: the client preset wrote no graphql.ts');

    const files = options.documents
      .filter((file) => file.document && file.document.definitions.length > 0)
      .map((file) => ({ file, name: path.basename(file.location!).replace(/\.graphql$/, '') }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const seen = new Set<string>();
    for (const { file, name } of files) {
      if (RESERVED.has(name) || seen.has(name)) throw new Error(`codegen: rename ${file.location}, client/src/gql/${name}.ts is taken`);
      seen.add(name);
    }

    const fragments = files.flatMap(({ file, name }) =>
      file
        .document!.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((node) => ({ from: name, fragment: { node, name: node.name.value, onType: node.typeCondition.name.value, isExternal: true } })),
    );

    const documentModulePlugins: Types.ConfiguredPlugin[] = [
      { add: { content: '/* eslint-disable */' } },
      { add: { content: "import type * as Types from './graphql';" } },
      { 'typed-document-node': {} },
    ];
    const documentModules: Types.GenerateOptions[] = files.map(({ file, name }) => ({
      filename: `${options.baseOutputDir}${name}.ts`,
      pluginMap: { add: addPlugin, 'typed-document-node': typedDocumentNodePlugin },
      plugins: documentModulePlugins,
      schema: options.schema,
      schemaAst: options.schemaAst,
      documents: [file],
      documentTransforms: options.documentTransforms,
      config: {
        ...types.config,
        // Result and variables types come from graphql.ts; fragments of other files are inlined.
        importOperationTypesFrom: 'Types',
        externalFragments: fragments.filter((entry) => entry.from !== name).map((entry) => entry.fragment),
      },
    }));

    const reexports = files.map(({ name }) => `export * from './${name}';`).join('\n');
    const typesOnly: Types.GenerateOptions = {
      ...types,
      plugins: [
        ...types.plugins.filter((plugin) => !('typed-document-node' in plugin)),
        { add: { placement: 'append', content: `\n// The typed documents, one module per .graphql file.\n${reexports}` } },
      ],
    };
    return [typesOnly, ...documentModules];
  },
};

const config: CodegenConfig = {
  // The drift test points CODEGEN_SCHEMA at a stale copy to prove it notices.
  schema: process.env.CODEGEN_SCHEMA ?? `${root}/schema.graphql`,
  // Operations live in .graphql files beside their components; components import the typed `XxxDocument`
  // from client/src/gql/graphql.ts, which re-exports it from the generated module of its .graphql file.
  documents: [`${root}/client/src/**/*.graphql`],
  ignoreNoDocuments: true,
  generates: {
    [out]: {
      preset: typesAndDocumentModules,
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
