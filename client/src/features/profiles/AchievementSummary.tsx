import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import classes from './AchievementSummary.module.css';
import { MedalIcon } from './MedalIcon';
import { formatAchievementDate, ordinal } from './profile-format';

/** The fields an achievement row shows: the public page's Achievement and the wizard's form value both have them. */
export interface AchievementSummaryFields {
  place: number;
  eventName: string;
  eventPlace?: string | null;
  category?: string | null;
  /** YYYY-MM-DD. */
  date: string;
  isTop: boolean;
}

interface AchievementSummaryProps {
  achievement: AchievementSummaryFields;
  /** `page` on the public profile; `compact` (smaller medal, tighter gaps) in the wizard's cards. */
  size?: 'page' | 'compact';
  /** Shown under the text (the wizard's per-row error). */
  children?: ReactNode;
  /** Shown at the end of the row (the wizard's edit and remove buttons). */
  actions?: ReactNode;
}

/** One achievement: a medal (1st–3rd) or the place number, the event, a Top badge, place · category, venue · date. */
export function AchievementSummary({ achievement, size = 'page', children, actions }: AchievementSummaryProps) {
  const compact = size === 'compact';
  return (
    <Group gap={compact ? 'sm' : 'md'} wrap="nowrap" align="flex-start" className={classes.row} data-size={size}>
      <div className={classes.medal}>
        {achievement.place <= 3 ? (
          <MedalIcon place={achievement.place} size={compact ? 26 : 32} />
        ) : (
          // The text below says "4th place": screen readers need not hear the number twice.
          <span className={classes.place} aria-hidden>
            {achievement.place}
          </span>
        )}
      </div>
      <Stack gap={compact ? 2 : 0} className={classes.text}>
        <Group gap={compact ? 6 : 8}>
          <Text fw={700}>{achievement.eventName}</Text>
          {achievement.isTop ? (
            <Badge size="sm" color="yellow" variant="filled" leftSection={<IconStarFilled size={10} aria-hidden />} className={classes.topBadge}>
              Top
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          {ordinal(achievement.place)} place{achievement.category ? ` · ${achievement.category}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {[achievement.eventPlace, formatAchievementDate(achievement.date)].filter(Boolean).join(' · ')}
        </Text>
        {children}
      </Stack>
      {actions}
    </Group>
  );
}
