import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { buildAppSchema, CONTRACT_PATH, printContract } from '../app/schema.js';

/** `npm run schema`: writes the GraphQL contract the server implements to the repo's schema.graphql. */
const schema = await buildAppSchema();
writeFileSync(CONTRACT_PATH, printContract(schema));
console.log(`wrote ${CONTRACT_PATH}`);
