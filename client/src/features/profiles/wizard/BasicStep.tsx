import { useMemo } from 'react';
import { MultiSelect, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { handleFromName } from '@odance/contract/handles';
import { PROFILE_LIMITS as LIMITS } from '@odance/contract/profiles';
import { DANCE_STYLES } from '@odance/contract/profile-types';
import { countryFlag, countryOptions, danceStyleLabel } from '../profile-format';
import { hasFullWizard, isPersonType } from '../profile-types';
import { SOCIAL_LABEL, SOCIAL_NETWORKS, SOCIAL_PLACEHOLDER } from '../social-networks';
import type { StepProps } from './form-types';
import { ImageUpload } from './ImageUpload';
import classes from './wizard.module.css';

const STYLE_OPTIONS = DANCE_STYLES.map((style) => ({ value: style, label: danceStyleLabel(style) }));

/** Step 1 (required): names, pictures, country, dance styles and social links. */
export function BasicStep({ form, type, editing }: StepProps) {
  const countries = useMemo(
    () => countryOptions().map((option) => ({ value: option.value, label: `${countryFlag(option.value)} ${option.label}` })),
    [],
  );
  const person = isPersonType(type);
  return (
    <Stack gap="xl">
      <Stack gap="md" component="fieldset" className={classes.fieldset}>
        <Title order={3} size="h5" component="legend">
          {person ? 'Name' : 'Name and place'}
        </Title>
        {person ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {/* The name people read; the handle (the page's address) is derived from it. */}
            <TextInput
              label="Name"
              required
              description={`As people should read it: spaces and accents allowed, up to ${LIMITS.displayName} characters.`}
              placeholder="Escuela de Baile Sevilla"
              autoComplete="organization"
              {...form.getInputProps('displayName')}
            />
            {editing ? (
              <TextInput
                label="Address"
                description="Your page's address after /@: letters, digits, dots, underscores and hyphens."
                leftSection={<span aria-hidden>@</span>}
                autoComplete="off"
                {...form.getInputProps('name')}
              />
            ) : (
              <div>
                <Text size="sm" fw={500}>
                  Address
                </Text>
                <Text size="sm" c="dimmed" data-testid="derived-handle" style={{ overflowWrap: 'anywhere' }}>
                  {form.values.displayName.trim()
                    ? `/@${handleFromName(form.values.displayName)} (a number is added if it is taken; you can change it later)`
                    : 'Made from the name; you can change it later.'}
                </Text>
              </div>
            )}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Country"
            placeholder="Choose a country"
            data={countries}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the country' }}
            nothingFoundMessage="No such country"
            maxDropdownHeight={240}
            comboboxProps={{ zIndex: 400 }}
            {...form.getInputProps('country')}
          />
          <MultiSelect
            label="Dance styles"
            placeholder={form.values.danceStyles.length === 0 ? 'Choose styles' : undefined}
            data={STYLE_OPTIONS}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the dance styles' }}
            hidePickedOptions
            comboboxProps={{ zIndex: 400 }}
            {...form.getInputProps('danceStyles')}
          />
        </SimpleGrid>
      </Stack>

      <Stack gap="md" component="fieldset" className={classes.fieldset}>
        <Title order={3} size="h5" component="legend">
          Pictures
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
          <ImageUpload
            label="Avatar"
            shape="circle"
            value={form.values.avatar}
            onChange={(url) => form.setFieldValue('avatar', url)}
            error={form.errors.avatar}
          />
          <ImageUpload
            label="Photo"
            shape="portrait"
            value={form.values.photo}
            onChange={(url) => form.setFieldValue('photo', url)}
            error={form.errors.photo}
          />
          <ImageUpload
            label="Background image"
            shape="wide"
            value={form.values.backgroundImage}
            onChange={(url) => form.setFieldValue('backgroundImage', url)}
            error={form.errors.backgroundImage}
          />
        </SimpleGrid>
      </Stack>

      {hasFullWizard(type) ? null : (
        <Textarea label="Bio" description={`Up to ${LIMITS.bio} characters.`} autosize minRows={4} maxRows={12} {...form.getInputProps('bio')} />
      )}

      <Stack gap="md" component="fieldset" className={classes.fieldset}>
        <Title order={3} size="h5" component="legend">
          Social links
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SOCIAL_NETWORKS.map((network) => (
            <TextInput
              key={network}
              type="url"
              inputMode="url"
              label={SOCIAL_LABEL[network]}
              placeholder={SOCIAL_PLACEHOLDER[network]}
              {...form.getInputProps(`socialLinks.${network}`)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
