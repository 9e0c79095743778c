import { Badge, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import classes from './ExplorePage.module.css';

/** The home page: public profiles of the dance community. The listing itself comes with the profiles issue. */
export default function ExplorePage() {
  useDocumentTitle('oDance · Explore the dance community');
  return (
    <Stack gap="xl">
      <section className={classes.hero} aria-labelledby="explore-title">
        <Title order={1} id="explore-title" className={classes.heroTitle}>
          Explore the dance community
        </Title>
        <Text size="lg" className={classes.heroText}>
          Dancers, trainers, formations, schools, federations and partners, all in one place. Hold your profiles and
          your oDance here.
        </Text>
      </section>
      <section aria-labelledby="explore-profiles">
        <Stack gap="sm">
          <Title order={2} id="explore-profiles">
            Profiles
          </Title>
          <Text c="dimmed">Browse and filter public profiles by type, country and dance style.</Text>
          <Badge variant="light" w="fit-content">
            Coming next
          </Badge>
        </Stack>
      </section>
    </Stack>
  );
}
