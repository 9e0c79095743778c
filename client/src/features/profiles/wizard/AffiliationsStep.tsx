import { Group, Pill, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { PROFILE_LIMITS as LIMITS } from '@odance/contract/profiles';
import { profileName } from '../profile-format';
import { ProfilePicker } from '../ProfilePicker';
import { AFFILIATION_LABEL, AFFILIATION_TYPE, AFFILIATIONS_BY_TYPE, profileTypeLabel, type AffiliationList } from '../profile-types';
import type { StepProps } from './form-types';
import type { AffiliationValue } from './profile-form';
import classes from './wizard.module.css';

/** Step 2 (optional): the schools, trainers, formations and federations the profile belongs to. */
export function AffiliationsStep({ form, type }: StepProps) {
  const lists = AFFILIATIONS_BY_TYPE[type];
  return (
    <Stack gap="xl">
      <Text c="dimmed">Search for their profiles on oDance, or add a name as free text when they have none yet.</Text>
      {lists.map((list) => (
        <AffiliationList key={list} list={list} form={form} />
      ))}
    </Stack>
  );
}

function AffiliationList({ list, form }: { list: AffiliationList; form: StepProps['form'] }) {
  const items = form.values[list];
  const label = AFFILIATION_LABEL[list];
  const singular = profileTypeLabel(AFFILIATION_TYPE[list]).toLowerCase();
  const error = form.errors[list];

  const add = (item: AffiliationValue) => {
    const duplicate = items.some((existing) =>
      item.id ? existing.id === item.id : !existing.id && existing.name.toLowerCase() === item.name.toLowerCase(),
    );
    if (duplicate) return;
    if (!item.id && item.name.length > LIMITS.affiliationName) {
      form.setFieldError(list, `A name can be at most ${LIMITS.affiliationName} characters.`);
      return;
    }
    form.setFieldValue(list, [...items, item]);
    form.clearFieldError(list);
  };

  return (
    <Stack gap="xs">
      <ProfilePicker
        id={`affiliation-${list}`}
        label={label}
        inputType="text"
        placeholder={`Search ${label.toLowerCase()} or type a name`}
        description={`Pick a ${singular} profile, or add a name as free text.`}
        types={[AFFILIATION_TYPE[list]]}
        excludeIds={items.flatMap((item) => (item.id ? [item.id] : []))}
        error={error}
        onPick={(profile) => add({ id: profile.id, name: profileName(profile) })}
        onFreeText={(name) => add({ id: null, name })}
      />
      {items.length > 0 ? (
        <Group gap={6} component="ul" className={classes.pills} aria-label={`Chosen ${label.toLowerCase()}`}>
          {items.map((item, index) => (
            <li key={item.id ?? `text-${item.name}`}>
              <Pill
                size="md"
                withRemoveButton
                onRemove={() =>
                  form.setFieldValue(
                    list,
                    items.filter((_, position) => position !== index),
                  )
                }
                removeButtonProps={{ 'aria-label': `Remove ${item.name}` }}
                className={classes.pill}
              >
                {item.id ? <IconLink size={12} aria-label="Linked profile" className={classes.pillIcon} /> : null}
                {item.name}
                {item.id ? null : <span className={classes.freeText}> (free text)</span>}
              </Pill>
            </li>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No {label.toLowerCase()} yet.
        </Text>
      )}
    </Stack>
  );
}
