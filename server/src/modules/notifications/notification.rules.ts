import { z } from 'zod';
import { pageRule, pageSizeRule } from '../../shared/validation/list-rules.js';

export const ListNotificationsSchema = z.object({
  page: pageRule,
  pageSize: pageSizeRule,
  unreadOnly: z.boolean({ error: 'invalid' }).nullish().transform((value) => value ?? false),
});

/** The most notifications one markNotificationsRead names. */
export const MARK_READ_IDS_MAX = 100;

export const MarkNotificationsReadSchema = z.object({
  // Absent or null: every unread notification of the viewer.
  ids: z.array(z.uuid({ error: 'invalid' }), { error: 'invalid' }).max(MARK_READ_IDS_MAX, 'tooLong').nullish(),
});
