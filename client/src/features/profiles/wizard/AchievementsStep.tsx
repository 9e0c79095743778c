import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_TOP_ACHIEVEMENTS } from '@odance/contract/profiles';
import { AchievementSummary } from '../AchievementSummary';
import { AchievementDialog } from './AchievementDialog';
import type { StepProps } from './form-types';
import type { AchievementValue } from './profile-form';
import classes from './wizard.module.css';

/** Step 4 (optional): results at events; up to five marked top. */
export function AchievementsStep({ form }: StepProps) {
  const [editing, setEditing] = useState<AchievementValue | 'new' | null>(null);
  const achievements = form.values.achievements;
  const tops = achievements.filter((item) => item.isTop).length;
  const current = editing === 'new' ? null : editing;
  const otherTops = tops - (current?.isTop ? 1 : 0);

  const save = (achievement: AchievementValue) => {
    const index = achievements.findIndex((item) => item.key === achievement.key);
    if (index >= 0) {
      form.replaceListItem('achievements', index, achievement);
      form.clearFieldError(`achievements.${index}`);
    } else form.insertListItem('achievements', achievement);
    form.clearFieldError('achievements');
    setEditing(null);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm">
          {achievements.length === 0
            ? 'No achievements yet.'
            : `${achievements.length} ${achievements.length === 1 ? 'achievement' : 'achievements'}, ${tops} of ${MAX_TOP_ACHIEVEMENTS} marked top.`}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} variant="default" onClick={() => setEditing('new')}>
          Add achievement
        </Button>
      </Group>
      {form.errors.achievements ? (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.achievements}
        </Text>
      ) : null}
      {achievements.length > 0 ? (
        <Stack gap="sm" component="ul" className={classes.plainList} aria-label="Achievements">
          {achievements.map((achievement, index) => {
            const error = form.errors[`achievements.${index}`];
            return (
              <Card
                key={achievement.key}
                component="li"
                withBorder
                radius="md"
                padding="sm"
                className={classes.achievement}
                data-error={error ? true : undefined}
              >
                <AchievementSummary
                  achievement={achievement}
                  size="compact"
                  actions={
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${achievement.eventName}`} onClick={() => setEditing(achievement)}>
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${achievement.eventName}`}
                        onClick={() => {
                          form.removeListItem('achievements', index);
                          form.clearErrors();
                        }}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  }
                >
                  {error ? (
                    <Text size="sm" c="red.8" role="alert">
                      {error}
                    </Text>
                  ) : null}
                </AchievementSummary>
              </Card>
            );
          })}
        </Stack>
      ) : null}
      <AchievementDialog opened={editing !== null} initial={current} otherTops={otherTops} onClose={() => setEditing(null)} onSave={save} />
    </Stack>
  );
}
