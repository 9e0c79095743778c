import { useState, type ReactNode } from 'react';
import { Avatar, Box, Button, FileButton, Group, Image, Input, Loader, Stack } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRestClient } from '../../../shared/api/ApiContext';
import { ACCEPTED_IMAGE_TYPES, uploadImage } from './upload';
import classes from './wizard.module.css';

export interface ImageUploadProps {
  /** "Avatar", "Photo", "Background image". */
  label: string;
  description?: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: ReactNode;
  shape: 'circle' | 'portrait' | 'wide';
}

/** One picture of the profile: upload (JPEG/PNG/WebP ≤ 5 MB), preview, replace or remove. */
export function ImageUpload({ label, description = 'JPEG, PNG or WebP, up to 5 MB', value, onChange, error, shape }: ImageUploadProps) {
  const rest = useRestClient();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `upload-${label.toLowerCase().replace(/\s+/g, '-')}`;
  const shown = problem ?? error;

  const pick = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setUploading(true);
    try {
      const uploaded = await uploadImage(rest, file);
      onChange(uploaded.url);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'The picture could not be uploaded.');
    } finally {
      setUploading(false);
    }
  };

  const lower = label.toLowerCase();
  return (
    <Input.Wrapper label={label} description={description} error={shown} id={id} labelElement="div">
      <Stack gap="sm" mt={6} className={classes.upload}>
        <Box className={classes.preview} data-shape={shape} aria-busy={uploading || undefined}>
          {value ? (
            shape === 'circle' ? (
              <Avatar src={value} alt={`${label} preview`} size={80} radius={999} />
            ) : (
              <Image src={value} alt={`${label} preview`} h="100%" w="100%" fit="cover" />
            )
          ) : (
            <IconPhoto size={28} aria-hidden color="var(--mantine-color-gray-6)" />
          )}
          {uploading ? (
            <div className={classes.previewBusy}>
              <Loader size="sm" aria-label={`Uploading ${lower}`} />
            </div>
          ) : null}
        </Box>
        <Group gap={6}>
          <FileButton onChange={(file) => void pick(file)} accept={ACCEPTED_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={uploading}
                aria-describedby={shown ? `${id}-error` : undefined}
              >
                {value ? `Change ${lower}` : `Upload ${lower}`}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button
              variant="subtle"
              size="xs"
              c="red.8"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange(null)}
              disabled={uploading}
            >
              {`Remove ${lower}`}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
