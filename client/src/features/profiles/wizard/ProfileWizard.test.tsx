import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { TestProviders } from '../../../shared/test/test-utils';
import type { ProfileType } from '../profile-types';
import type { ProfileDetailsFieldsFragment } from '../../../gql/graphql';
import { makeProfile, mockApollo } from '../profiles-test-utils';
import { ProfileWizard } from './ProfileWizard';

const validation = (field: string, reason: string) => ({
  errors: [{ message: 'Validation failed.', extensions: { code: ErrorCode.VALIDATION_FAILED, status: 400, params: { field, reason } } }],
});

function renderWizard(type: ProfileType, createResult: Parameters<typeof mockApollo>[0]['CreateProfile'], profile?: ProfileDetailsFieldsFragment) {
  const apollo = mockApollo({ CreateProfile: createResult, UpdateProfile: createResult, CurrentUser: () => ({ data: { me: null } }) });
  const onDone = vi.fn();
  const view = render(
    <TestProviders client={apollo.client}>
      <MemoryRouter>
        <ProfileWizard type={type} profile={profile} onDone={onDone} />
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...apollo, onDone, unmount: view.unmount };
}

const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;

// Four steps of Mantine inputs take a few seconds to render under happy-dom on a busy machine.
describe('profile wizard', { timeout: 30_000 }, () => {
  afterEach(() => sessionStorage.clear());

  beforeAll(() => {
    // happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
    if (!document.fonts) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
  });

  it('checks the basic step, skips the empty optional ones and creates the dancer', async () => {
    const { onDone, callsOf } = renderWizard('dancer', () => ({
      data: { createProfile: { __typename: 'Profile', id: 'p1', type: 'dancer', displayName: 'Ada Dancer', isMain: true } },
    }));
    expect(stepHeading()).toBe('Step 1 of 4: Basic information');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(stepHeading()).toBe('Step 1 of 4: Basic information');

    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Dancer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 2 of 4: Affiliations (optional)'));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 3 of 4: Bio and media (optional)'));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 4 of 4: Achievements (optional)'));
    fireEvent.click(screen.getByRole('button', { name: 'Skip and create profile' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1', displayName: 'Ada Dancer' })));
    expect(callsOf('CreateProfile')[0]!.variables.input).toMatchObject({
      type: 'dancer',
      firstName: 'Ada',
      lastName: 'Dancer',
      achievements: [],
      schools: [],
    });
  });

  it('puts a server error back on the step and under the field it names', async () => {
    const { onDone } = renderWizard('dancer', () => validation('avatar.url', 'invalid'));
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Dancer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toContain('Step 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(stepHeading()).toContain('Step 3'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Bio' }), { target: { value: 'I dance.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toContain('Step 4'));
    fireEvent.click(screen.getByRole('button', { name: 'Skip and create profile' }));

    expect(await screen.findByText('Avatar: upload the picture again.')).toBeInTheDocument();
    expect(stepHeading()).toBe('Step 1 of 4: Basic information');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('gives a school the basic step only, with its bio, and asks only for its name: the address is derived and shown', async () => {
    const { callsOf } = renderWizard('school', () => validation('displayName', 'tooLong'));
    expect(screen.queryByText(/Step 1 of/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bio' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });

    // An invisible format character is refused before anything is sent.
    fireEvent.change(name, { target: { value: 'Wien\u202e Tanz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByText('Use printable characters on one line: no line breaks or invisible characters.')).toBeInTheDocument();
    expect(callsOf('CreateProfile')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '  Escuela de Baile Sevilla  ' } });
    expect(screen.getByTestId('derived-handle')).toHaveTextContent('/@escuela-de-baile-sevilla');
    fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    // The server's answer lands under the field it names.
    expect(await screen.findByText(/Name must be at most 128 characters/)).toBeInTheDocument();
    expect(callsOf('CreateProfile')[0]!.variables.input).toMatchObject({ type: 'school', name: null, displayName: 'Escuela de Baile Sevilla' });
  });

  it('puts a taken or refused address under the address field of the editor', async () => {
    renderWizard('partner', () => validation('name', 'alreadyExists'), makeProfile({ type: 'partner', name: 'Stage_Lights', displayName: 'Stage Lights', firstName: null, lastName: null }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('Stage_Lights');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Stage Lights');
    fireEvent.change(address, { target: { value: 'odance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This address is reserved. Choose another one.')).toBeInTheDocument();
    fireEvent.change(address, { target: { value: 'stage-lights' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This address is already taken. Choose another one.')).toBeInTheDocument();
  });

  it('keeps unsaved work as a draft when left, brings it back with a way to discard it, and forgets it once created', async () => {
    const created = () => ({ data: { createProfile: { __typename: 'Profile', id: 'p9', type: 'dancer', displayName: 'Zoe Draft', isMain: true } } });
    const first = renderWizard('dancer', created);
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Zoe' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Draft' } });
    first.unmount(); // a sidebar link: the wizard is gone

    const second = renderWizard('dancer', created);
    expect(await screen.findByText('Your unsaved changes are back')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Zoe');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Draft');
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue(''));
    expect(screen.queryByText('Your unsaved changes are back')).not.toBeInTheDocument();
    second.unmount();

    const third = renderWizard('dancer', created);
    expect(screen.queryByText('Your unsaved changes are back')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Zoe' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Draft' } });
    for (const step of ['Next', 'Skip', 'Skip']) {
      fireEvent.click(screen.getByRole('button', { name: step }));
      await waitFor(() => expect(screen.getByRole('button', { name: /Skip|Create profile/ })).toBeInTheDocument());
    }
    fireEvent.click(screen.getByRole('button', { name: 'Skip and create profile' }));
    await waitFor(() => expect(third.onDone).toHaveBeenCalled());
    third.unmount();
    renderWizard('dancer', created);
    expect(screen.queryByText('Your unsaved changes are back')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });
});
