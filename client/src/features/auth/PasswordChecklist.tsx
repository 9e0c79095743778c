import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { PASSWORD_CHECKS } from './account-rules';

/** The password rules, each ticked off while the user types (docs/product.md#rules: rules visible). */
export function PasswordChecklist({ value, id }: { value: string; id: string }) {
  return (
    <Box>
      <Text id={id} size="sm" fw={500} mb={4}>
        The password needs
      </Text>
      <Box component="ul" aria-labelledby={id} m={0} p={0} style={{ listStyle: 'none' }}>
        {PASSWORD_CHECKS.map((check) => {
          // Nothing typed meets nothing: "only letters, digits…" holds for an empty text, but a tick there misleads.
          const met = value !== '' && check.test(value);
          return (
            <Group key={check.label} component="li" gap={6} wrap="nowrap" align="center">
              {met ? (
                <IconCircleCheckFilled size={16} aria-hidden color="var(--mantine-color-green-8)" />
              ) : (
                <IconCircle size={16} aria-hidden color="var(--mantine-color-gray-6)" />
              )}
              <Text size="sm" c={met ? undefined : 'dimmed'}>
                {check.label}
                <VisuallyHidden>{met ? ' (done)' : ' (missing)'}</VisuallyHidden>
              </Text>
            </Group>
          );
        })}
      </Box>
    </Box>
  );
}
