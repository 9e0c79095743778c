import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * Mantine's styles travel with each component in a build (client/vite.config.ts, mantineStylesPerComponent): a
 * component whose class map the plugin missed would render unstyled (a checkbox with its label underneath, as one
 * did when the class maps under esm/utils were not matched). Every Mantine class the built scripts name has its
 * rules in the built stylesheets.
 */
test('every Mantine class the built app uses has its styles in the built CSS', () => {
  const assets = 'client/dist/assets';
  const read = (extension: string) =>
    readdirSync(assets)
      .filter((file) => file.endsWith(extension))
      .map((file) => readFileSync(`${assets}/${file}`, 'utf8'))
      .join('\n');
  const classes = (text: string) => new Set(text.match(/m_[0-9a-f]{8}/g));
  const mantine = classes(readFileSync('node_modules/@mantine/core/styles.css', 'utf8'));
  const built = classes(read('.css'));
  const used = [...classes(read('.js'))].filter((name) => mantine.has(name));
  expect(used.length).toBeGreaterThan(100);
  expect(used.filter((name) => !built.has(name))).toEqual([]);
});
