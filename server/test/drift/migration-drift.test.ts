import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/app/database.js';
import { diffEntitiesAgainstDatabase } from '../../src/app/schema-drift.js';
import { createTestDatabase } from '../support/database.js';

describe('entities ↔ migrations drift', () => {
  it('the migrations create exactly what the entities describe', async () => {
    const dataSource = await openDatabase(await createTestDatabase());
    try {
      expect((await diffEntitiesAgainstDatabase(dataSource)).up).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('catches a column the migrations do not create', async () => {
    const dataSource = await openDatabase(await createTestDatabase());
    try {
      await dataSource.query('ALTER TABLE account DROP COLUMN approved_at');
      const diff = await diffEntitiesAgainstDatabase(dataSource);
      expect(diff.up.join('\n')).toMatch(/approved_at/);
    } finally {
      await dataSource.destroy();
    }
  });
});
