import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { ErrorCode } from '@odance/contract/errors';
import { CreateProfileDocument, UpdateProfileDocument, type ProfileDetailsFieldsFragment } from '../../../gql/graphql';
import { toApiError, type ApiError } from '../../../shared/api/api-error';
import { CurrentUserDocument } from '../../../shared/auth/current-user';
import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import { useLeaveGuard } from '../../../app/leave-guard';
import type { ProfileType } from '../profile-types';
import { AchievementsStep } from './AchievementsStep';
import { AffiliationsStep } from './AffiliationsStep';
import { BasicStep } from './BasicStep';
import { BioMediaStep } from './BioMediaStep';
import type { StepProps } from './form-types';
import {
  emptyProfileValues,
  placeServerError,
  stepsFor,
  toCreateInput,
  toProfileInput,
  validateStep,
  valuesFromProfile,
  type ProfileFormValues,
  type StepKey,
} from './profile-form';
import { useProfileDraft } from './use-profile-draft';
import { useHistoryStep } from '../../../shared/hooks/use-history-step';
import classes from './wizard.module.css';

const STEP_COMPONENTS: Record<StepKey, (props: StepProps) => ReactNode> = {
  basic: BasicStep,
  affiliations: AffiliationsStep,
  bioMedia: BioMediaStep,
  achievements: AchievementsStep,
};

/** What the wizard hands back once saved. */
export interface SavedProfile {
  id: string;
  type: ProfileType;
  displayName: string;
  isMain: boolean;
}

export interface ProfileWizardProps {
  type: ProfileType;
  /** The profile being edited; none when creating. */
  profile?: ProfileDetailsFieldsFragment;
  onDone: (profile: SavedProfile) => void;
}

/**
 * The creator and editor (docs/web-app.md#states): basic information (required), then affiliations, bio and media, and
 * achievements (optional, skippable) for dancer, trainer and formation; the basic step only for the others.
 * Each step is checked by the client's copy of the server's rules before moving on; the server's own answer
 * is put back on the step and under the field it names.
 */
export function ProfileWizard({ type, profile, onDone }: ProfileWizardProps) {
  const editing = Boolean(profile);
  const steps = stepsFor(type);
  const isMobile = useIsMobile();
  // The step lives in the browser's history: Back goes to the previous step, a reload stays on this one.
  const [shownStep, setActive] = useHistoryStep<number>('profileWizardStep', 0);
  // A step number the history holds but this wizard has not (another type's, a hand-made entry) shows the first.
  const shown = Number.isInteger(shownStep) ? steps[shownStep] : undefined;
  const active = shown ? shownStep : 0;
  const step = shown ?? steps[0];
  const [failure, setFailure] = useState<ApiError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepperRef = useRef<HTMLDivElement>(null);
  const form = useForm<ProfileFormValues>({ initialValues: profile ? valuesFromProfile(profile) : emptyProfileValues() });
  // Unsaved work survives leaving (a draft in this tab) and leaving asks first; both end once it is saved.
  const draft = useProfileDraft(profile ? `odance.profileDraft.${profile.id}` : `odance.profileDraft.new.${type}`, form);
  const saved = useRef(false);
  useLeaveGuard(() => form.isDirty() && !saved.current);
  // The header avatar is the main profile's: ask for the user again after any change.
  const [createProfile, createState] = useMutation(CreateProfileDocument, { refetchQueries: [CurrentUserDocument], awaitRefetchQueries: true });
  const [updateProfile, updateState] = useMutation(UpdateProfileDocument, { refetchQueries: [CurrentUserDocument], awaitRefetchQueries: true });
  const saving = createState.loading || updateState.loading;

  const last = active === steps.length - 1;
  const StepBody = STEP_COMPONENTS[step.key];

  const goTo = (index: number, focusHeading = true) => {
    setActive(index);
    setFailure(null);
    // The new step's heading takes the focus, so keyboard and screen reader users start at its top.
    if (focusHeading) requestAnimationFrame(() => headingRef.current?.focus());
  };

  // A step shown by the browser's Back or Forward (the step is in the history) starts at its heading too: the
  // focus goes there, and so does the page (useHistoryStep keeps the browser from putting it back where the person
  // left that entry). The steps' bar is scrolled to (above the heading), its scroll margin keeping it below the top bar.
  const lastActive = useRef(active);
  useEffect(() => {
    if (lastActive.current === active) return;
    lastActive.current = active;
    const heading = headingRef.current;
    if (!heading) return;
    if (!heading.contains(document.activeElement)) heading.focus({ preventScroll: true });
    (stepperRef.current ?? heading).scrollIntoView({ block: 'start' });
  }, [active]);

  /** After errors are shown: the first field that has one takes the focus. */
  const focusFirstError = () => {
    requestAnimationFrame(() => {
      const field = document.querySelector<HTMLElement>('[data-wizard-step] [aria-invalid="true"], [data-wizard-step] [role="alert"]');
      if (field?.matches('input, textarea, select, button')) field.focus();
      field?.scrollIntoView({ block: 'center' });
    });
  };

  /** Checks one step; on errors shows them and stays. */
  const checkStep = (index: number, key: StepKey): boolean => {
    const errors = validateStep(type, key, form.values);
    if (Object.keys(errors).length === 0) return true;
    form.setErrors({ ...form.errors, ...errors });
    if (index !== active) goTo(index, false);
    focusFirstError();
    return false;
  };

  const save = async () => {
    // Every step is checked before sending; the first failing one is shown.
    for (const [index, { key }] of steps.entries()) if (!checkStep(index, key)) return;
    setFailure(null);
    try {
      const result = profile
        ? (await updateProfile({ variables: { id: profile.id, input: toProfileInput(type, form.values) } })).data?.updateProfile
        : (await createProfile({ variables: { input: toCreateInput(type, form.values) } })).data?.createProfile;
      if (result) {
        saved.current = true;
        draft.clear();
        onDone(result);
      }
    } catch (error) {
      const apiError = toApiError(error);
      const field = apiError.params.field ?? null;
      const placed =
        apiError.code === ErrorCode.VALIDATION_FAILED && field ? placeServerError(type, field, apiError.params.reason ?? 'invalid') : null;
      const stepIndex = placed ? steps.findIndex((candidate) => candidate.key === placed.step) : -1;
      if (placed && stepIndex >= 0) {
        form.setFieldError(placed.path, placed.message);
        if (stepIndex !== active) goTo(stepIndex, false);
        focusFirstError();
        return;
      }
      setFailure(apiError);
    }
  };

  const next = () => {
    if (!checkStep(active, step.key)) return;
    goTo(active + 1);
  };

  const stepIsEmpty = (key: StepKey): boolean => {
    const values = form.values;
    if (key === 'affiliations')
      return ['schools', 'trainers', 'formations', 'federations', 'partners'].every((list) => values[list as 'schools'].length === 0);
    if (key === 'bioMedia') return values.bio.trim() === '' && values.media.length === 0;
    if (key === 'achievements') return values.achievements.length === 0;
    return false;
  };
  // An optional step left empty is skipped (docs/web-app.md#states): its button says so.
  const skipping = !editing && step.optional && stepIsEmpty(step.key);

  return (
    <Stack gap="lg">
      {draft.restoredAt ? (
        <Alert color="brand" title="Your unsaved changes are back" role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Restored from a draft kept at {draft.restoredAt.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.
            </Text>
            <Button size="xs" variant="default" onClick={() => draft.discard()}>
              Discard draft
            </Button>
          </Group>
        </Alert>
      ) : null}
      {steps.length > 1 ? (
        <Stepper
          active={active}
          onStepClick={(index) => {
            // Back is always fine; forward only through valid steps (or freely when editing).
            if (index < active || editing) goTo(index);
            else if (checkStep(active, step.key)) goTo(index);
          }}
          allowNextStepsSelect={editing}
          size="sm"
          iconSize={isMobile ? 30 : 36}
          className={classes.stepper}
          ref={stepperRef}
          aria-label="Steps"
        >
          {steps.map((item) => (
            <Stepper.Step key={item.key} label={item.label} description={isMobile ? undefined : item.optional ? 'Optional' : 'Required'} />
          ))}
        </Stepper>
      ) : null}

      <section aria-labelledby="wizard-step-title" className={classes.stepBody} data-wizard-step>
        <Title order={2} size="h3" id="wizard-step-title" ref={headingRef} tabIndex={-1} className={classes.stepTitle}>
          {steps.length > 1 ? `Step ${active + 1} of ${steps.length}: ` : ''}
          {step.label}
          {step.optional ? (
            <Text span c="dimmed" fw={400} size="md">
              {' '}
              (optional)
            </Text>
          ) : null}
        </Title>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (last || editing) void save();
            else next();
          }}
        >
          <Stack gap="xl" mt="md">
            <StepBody form={form} type={type} editing={editing} />

            {failure ? (
              <Alert
                color="red"
                icon={<IconAlertTriangle aria-hidden />}
                title={editing ? 'The profile could not be saved' : 'The profile could not be created'}
                role="alert"
              >
                {failure.message}
              </Alert>
            ) : null}

            <Group justify="space-between" gap="sm" className={classes.actions}>
              {active > 0 ? (
                <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => goTo(active - 1)} disabled={saving}>
                  Back
                </Button>
              ) : (
                <span />
              )}
              <Group gap="sm">
                {editing && !last ? (
                  <Button variant="default" rightSection={<IconArrowRight size={16} aria-hidden />} onClick={next} disabled={saving}>
                    Next
                  </Button>
                ) : null}
                {editing ? (
                  <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                    Save changes
                  </Button>
                ) : last ? (
                  <Button type="submit" loading={saving} leftSection={<IconCheck size={16} aria-hidden />}>
                    {skipping ? 'Skip and create profile' : 'Create profile'}
                  </Button>
                ) : (
                  <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
                    {skipping ? 'Skip' : 'Next'}
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </form>
      </section>
    </Stack>
  );
}
