// Stamps the build: /config.json's `version` changes with every build, so clients reload on deploy.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const stamp = `${version}+${Date.now().toString(36)}`;
writeFileSync(path.join(root, 'dist', 'build-info.json'), JSON.stringify({ version: stamp }) + '\n');
console.log(`build ${stamp}`);
