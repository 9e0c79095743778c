import { z } from 'zod';
import { pageRule, pageSizeRule } from '../../shared/validation/list-rules.js';

export const ListNotificationsSchema = z.object({
  page: pageRule,
  pageSize: pageSizeRule,
  unreadOnly: z.boolean({ error: 'invalid' }).nullish().transform((value) => value ?? false),
});

export const MarkNotificationsReadSchema = z.object({
  // Absent or null: every unread notification of the viewer.
  ids: z.array(z.uuid({ error: 'invalid' }), { error: 'invalid' }).max(100, 'tooLong').nullish(),
});
