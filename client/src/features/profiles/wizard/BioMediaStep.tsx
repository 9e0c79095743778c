import { useState } from 'react';
import { ActionIcon, Anchor, Button, FileButton, Group, Image, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash, IconUpload, IconVideo } from '@tabler/icons-react';
import { PROFILE_LIMITS as LIMITS } from '@odance/contract/profiles';
import { useRestClient } from '../../../shared/api/ApiContext';
import type { StepProps } from './form-types';
import { isVideoLink } from './profile-form';
import { ACCEPTED_IMAGE_TYPES, uploadImage } from './upload';
import classes from './wizard.module.css';

/** Step 3 (optional): the bio and a gallery of uploaded pictures and video links. */
export function BioMediaStep({ form }: StepProps) {
  const rest = useRestClient();
  const [uploading, setUploading] = useState(0);
  const [video, setVideo] = useState('');
  const [videoError, setVideoError] = useState<string | null>(null);
  const media = form.values.media;
  const room = LIMITS.media - media.length;

  const addPictures = async (files: File[]) => {
    form.clearFieldError('media');
    const chosen = files.slice(0, Math.max(0, room));
    if (chosen.length < files.length) form.setFieldError('media', `At most ${LIMITS.media} pictures and videos.`);
    setUploading(chosen.length);
    const failures: string[] = [];
    for (const file of chosen) {
      try {
        const uploaded = await uploadImage(rest, file);
        form.insertListItem('media', { url: uploaded.url, kind: 'image' });
      } catch (failure) {
        failures.push(`${file.name}: ${failure instanceof Error ? failure.message : 'could not be uploaded.'}`);
      } finally {
        setUploading((count) => count - 1);
      }
    }
    if (failures.length > 0) form.setFieldError('media', failures.join(' '));
  };

  const addVideo = () => {
    const link = video.trim();
    if (!isVideoLink(link)) {
      setVideoError('Enter the video’s address, starting with https://.');
      return;
    }
    if (room <= 0) {
      setVideoError(`At most ${LIMITS.media} pictures and videos.`);
      return;
    }
    if (media.some((item) => item.url === link)) {
      setVideoError('This video is already in the gallery.');
      return;
    }
    form.insertListItem('media', { url: link, kind: 'video' });
    setVideo('');
    setVideoError(null);
  };

  const images = media.map((item, index) => ({ item, index })).filter(({ item }) => item.kind === 'image');
  const videos = media.map((item, index) => ({ item, index })).filter(({ item }) => item.kind === 'video');

  return (
    <Stack gap="xl">
      <Textarea
        label="Bio"
        description={`Tell people about yourself, up to ${LIMITS.bio} characters.`}
        autosize
        minRows={5}
        maxRows={14}
        {...form.getInputProps('bio')}
      />

      <Stack gap="md" component="fieldset" className={classes.fieldset}>
        <Title order={3} size="h5" component="legend">
          Media
        </Title>
        {form.errors.media ? (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.media}
          </Text>
        ) : null}
        <Group gap="sm">
          <FileButton onChange={(files) => void addPictures(files)} accept={ACCEPTED_IMAGE_TYPES.join(',')} multiple disabled={room <= 0}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} loading={uploading > 0}>
                Add pictures
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            JPEG, PNG or WebP, up to 5 MB each; {LIMITS.media} items at most.
          </Text>
        </Group>
        {images.length > 0 ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="ul" className={classes.plainList} aria-label="Pictures">
            {images.map(({ item, index }, position) => (
              <li key={item.url} className={classes.mediaItem}>
                <Image src={item.url} alt={`Picture ${position + 1}`} h={110} radius="md" fit="cover" />
                <ActionIcon
                  variant="filled"
                  color="dark"
                  size="md"
                  radius="xl"
                  className={classes.mediaRemove}
                  aria-label={`Remove picture ${position + 1}`}
                  onClick={() => form.removeListItem('media', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </li>
            ))}
          </SimpleGrid>
        ) : null}

        <Group gap="sm" align="flex-start" wrap="nowrap" className={classes.videoRow}>
          <TextInput
            label="Video link"
            placeholder="https://www.youtube.com/watch?v=…"
            type="url"
            inputMode="url"
            value={video}
            error={videoError}
            onChange={(event) => {
              setVideo(event.currentTarget.value);
              setVideoError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addVideo();
              }
            }}
            className={classes.grow}
          />
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={addVideo} mt={25}>
            Add video
          </Button>
        </Group>
        {videos.length > 0 ? (
          <Stack gap={6} component="ul" className={classes.plainList} aria-label="Videos">
            {videos.map(({ item, index }) => (
              <li key={item.url}>
                <Group gap="xs" wrap="nowrap">
                  <IconVideo size={18} aria-hidden />
                  <Anchor href={item.url} target="_blank" rel="noopener noreferrer" size="sm" className={classes.videoLink}>
                    {item.url}
                  </Anchor>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove video ${item.url}`}
                    onClick={() => form.removeListItem('media', index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}
