import type { ReactNode } from 'react';
import { Code, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface ErrorScreenProps {
  title: string;
  message: string;
  details?: string;
  actions: ReactNode;
}

/** docs/web-app.md#screens-and-routes: a title, the error message, its details and what the visitor can do next. */
export function ErrorScreen({ title, message, details, actions }: ErrorScreenProps) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={36} />
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text size="lg">{message}</Text>
        {details ? (
          <Code block w="100%" ta="left" aria-label="Error details">
            {details}
          </Code>
        ) : null}
        <Group justify="center" mt="md">
          {actions}
        </Group>
      </Stack>
    </Container>
  );
}
