import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
// The repository's CHANGELOG.md, bundled into this page's chunk: the one list of API changes, shown as written.
import changelog from '../../../../CHANGELOG.md?raw';
import classes from './DevelopersPage.module.css';

/** /developers/changelog (public): the API changes by date, newest first (the repository's CHANGELOG.md). */
export default function ChangelogPage() {
  useDocumentTitle('API changelog · oDance');
  return (
    <Stack gap="md" maw={880} py="md" className={classes.page}>
      <Title order={1}>API changelog</Title>
      <Text>
        Changes to the API by date, newest first. Back to <Anchor underline="always" component={Link} to="/developers">Build on oDance</Anchor>.
      </Text>
      <Code block className={classes.changelog} tabIndex={0} aria-label="API changelog">
        {changelog}
      </Code>
    </Stack>
  );
}
