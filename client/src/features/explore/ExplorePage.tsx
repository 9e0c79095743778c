import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Chip, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronLeft, IconChevronRight, IconFilterOff, IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ExploreProfilesDocument } from '../../gql/graphql';
import { useGraphQLQuery } from '../../shared/api/use-graphql-query';
import { QueryError } from '../../shared/ui/QueryError';
import { DANCE_STYLES } from '@odance/contract/profile-types';
import { countryOptions, danceStyleLabel } from '../profiles/profile-format';
import { PROFILE_TYPES, profileTypeLabel } from '../profiles/profile-types';
import {
  EXPLORE_PAGE_SIZE,
  EXPLORE_SORT_LABEL,
  EXPLORE_SORTS,
  exploreVariables,
  hasFilters,
  profileCountText,
  readExploreFilters,
  writeExploreFilters,
  type ExploreFilters,
  type ExploreSort,
} from './explore-filters';
import classes from './ExplorePage.module.css';
import { FirstVisit } from './FirstVisit';
import { ProfileCard } from './ProfileCard';
import { SEARCH_TEXT_MAX } from '@odance/contract/search';

const SORT_OPTIONS = EXPLORE_SORTS.map((sort) => ({ value: sort, label: EXPLORE_SORT_LABEL[sort] }));
const NO_FILTERS: Partial<ExploreFilters> = { search: '', types: [], styles: [], country: null };

/**
 * The home page: public profiles of the dance community, found by name and filtered by type, dance style and
 * country; recommended first, or by name or newest.
 */
export default function ExplorePage() {
  useDocumentTitle('oDance · Explore the dance community');
  const [params, setParams] = useSearchParams();
  // On a phone the filters fold away behind one button, so the profiles come first. Decided by CSS, not by a
  // media query in script: the server's first screen (client/src/prerender.tsx) is then right at every width.
  const [filtersOpened, filtersPanel] = useDisclosure(false);
  const filters = useMemo(() => readExploreFilters(params), [params]);

  // Without Apollo Client: Explore is the first screen of most visits (shared/api/use-graphql-query.ts).
  const { data, loading, error, refetch } = useGraphQLQuery(ExploreProfilesDocument, exploreVariables(filters));

  const update = (change: Partial<ExploreFilters>) => {
    // Any filter change starts again at page 1.
    const next = { ...filters, page: 1, ...change };
    setParams(writeExploreFilters(next), { preventScrollReset: true });
  };

  // The text goes to the address (and the server) once typing pauses; the address wins when it changes (back).
  const [text, setText] = useState(filters.search);
  const [shown, setShown] = useState(filters.search);
  if (shown !== filters.search) {
    setShown(filters.search);
    if (text.trim() !== filters.search) setText(filters.search);
  }
  const [settled] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (settled.trim() !== filters.search) update({ search: settled.trim() });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled text starts a search
  }, [settled]);

  const page = data?.profiles;
  const activeFilters = filters.types.length + filters.styles.length + (filters.country ? 1 : 0);
  // A capped total (totalIsCapped) says "at least": more pages may follow the last one it counts.
  const totalPages = page ? Math.max(1, Math.ceil(page.total / EXPLORE_PAGE_SIZE)) : 1;
  const currentPage = page?.totalIsCapped ? filters.page : Math.min(filters.page, totalPages);
  const hasNext = page ? (page.totalIsCapped ? page.profiles.length === EXPLORE_PAGE_SIZE : currentPage < totalPages) : false;
  const goToPage = (next: number) => {
    setParams(writeExploreFilters({ ...filters, page: next }));
    document.getElementById('explore-profiles')?.scrollIntoView({ block: 'start' });
  };
  const countries = useMemo(() => [{ value: '', label: 'All countries' }, ...countryOptions()], []);

  return (
    <Stack gap="xl">
      <section className={classes.hero} aria-labelledby="explore-title">
        <Title order={1} id="explore-title" className={classes.heroTitle}>
          Explore the dance community
        </Title>
        <Text size="lg" className={classes.heroText}>
          Dancers, trainers, formations, schools, federations and partners, all in one place. Hold your profiles and your oDance here.
        </Text>
        <FirstVisit />
      </section>

      <section aria-labelledby="explore-profiles">
        <Stack gap="md">
          <Title order={2} id="explore-profiles">
            Profiles
          </Title>

          <Group gap="md" align="flex-end" className={classes.searchRow} role="search" aria-label="Find profiles">
            <TextInput
              type="search"
              label="Find by name"
              placeholder="A dancer, a school, a federation…"
              leftSection={<IconSearch size={16} aria-hidden />}
              maxLength={SEARCH_TEXT_MAX}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              className={classes.searchInput}
            />
            <NativeSelect
              label="Sort by"
              data={SORT_OPTIONS}
              value={filters.sort}
              onChange={(event) => update({ sort: event.currentTarget.value as ExploreSort })}
              className={classes.sortSelect}
            />
          </Group>

          <Button
            hiddenFrom="sm"
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            onClick={filtersPanel.toggle}
            aria-expanded={filtersOpened}
            aria-controls="explore-filters"
            className={classes.filtersToggle}
          >
            {activeFilters > 0 ? `Filters (${activeFilters})` : 'Filters'}
          </Button>
          <div id="explore-filters" className={classes.filters} data-folded={filtersOpened ? undefined : true} role="search" aria-label="Filter profiles">
            <div className={classes.filterRow}>
              <Text id="filter-type" size="sm" fw={600} className={classes.filterLabel}>
                Type
              </Text>
              <Chip.Group multiple value={filters.types} onChange={(types) => update({ types: types })}>
                <Group gap={6} role="group" aria-labelledby="filter-type">
                  {PROFILE_TYPES.map((type) => (
                    <Chip key={type} value={type} size="sm" variant="outline">
                      {profileTypeLabel(type)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </div>
            <div className={classes.filterRow}>
              <Text id="filter-style" size="sm" fw={600} className={classes.filterLabel}>
                Dance style
              </Text>
              <Chip.Group multiple value={filters.styles} onChange={(styles) => update({ styles: styles })}>
                <Group gap={6} role="group" aria-labelledby="filter-style">
                  {DANCE_STYLES.map((style) => (
                    <Chip key={style} value={style} size="sm" variant="outline">
                      {danceStyleLabel(style)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </div>
            <Group gap="md" align="flex-end" className={classes.filterRow}>
              <NativeSelect
                label="Country"
                data={countries}
                value={filters.country ?? ''}
                onChange={(event) => update({ country: event.currentTarget.value || null })}
                className={classes.countrySelect}
              />
              {hasFilters(filters) ? (
                <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => update(NO_FILTERS)}>
                  Clear filters
                </Button>
              ) : null}
            </Group>
          </div>

          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {page ? profileCountText(page.total, page.totalIsCapped) : loading ? 'Loading profiles…' : ''}
          </Text>

          {error && !page ? (
            <QueryError title="Profiles could not be loaded" error={error} onRetry={refetch} />
          ) : !page ? (
            // Placeholders for three rows at the widest: the page they stand for is longer, so the footer stays below
            // the fold and does not jump when the profiles arrive.
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" aria-hidden>
              {Array.from({ length: 12 }, (_, index) => (
                <Card key={index} withBorder radius="lg" padding="md">
                  <Group gap="md" wrap="nowrap">
                    <Skeleton circle height={64} />
                    <Stack gap={8} flex={1}>
                      <Skeleton height={14} width="80%" />
                      <Skeleton height={12} width="40%" />
                      <Skeleton height={12} width="60%" />
                    </Stack>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          ) : page.profiles.length === 0 ? (
            <Stack align="center" gap="sm" py="xl" className={classes.empty}>
              <IconMoodEmpty size={40} aria-hidden color="var(--mantine-color-gray-6)" />
              <Text fw={600}>{filters.search ? `No profiles match “${filters.search}” with these filters.` : 'No profiles match these filters.'}</Text>
              {hasFilters(filters) ? (
                <Button variant="default" onClick={() => update(NO_FILTERS)}>
                  Clear filters
                </Button>
              ) : null}
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" className={classes.grid} data-loading={loading || undefined}>
              {page.profiles.map((profile) => (
                <ProfileCard key={profile.id} profile={profile} />
              ))}
            </SimpleGrid>
          )}

          {page && (totalPages > 1 || currentPage > 1 || hasNext) ? (
            // A light pager (no numbered Pagination): this page is the first one loaded, its JS is kept small.
            <nav aria-label="Profile pages" className={classes.pager}>
              <Button
                variant="default"
                leftSection={<IconChevronLeft size={16} aria-hidden />}
                disabled={currentPage <= 1}
                onClick={() => goToPage(currentPage - 1)}
              >
                Previous
              </Button>
              <Text size="sm">
                Page {currentPage} of {totalPages}
                {page.totalIsCapped ? '+' : ''}
              </Text>
              <Button
                variant="default"
                rightSection={<IconChevronRight size={16} aria-hidden />}
                disabled={!hasNext}
                onClick={() => goToPage(currentPage + 1)}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </Stack>
      </section>
    </Stack>
  );
}
