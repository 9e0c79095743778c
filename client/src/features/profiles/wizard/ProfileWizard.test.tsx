import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { TestProviders } from '../../../shared/test/test-utils';
import type { ProfileType } from '../profile-types';
import { mockApollo } from '../profiles-test-utils';
import { ProfileWizard } from './ProfileWizard';

const validation = (field: string, reason: string) => ({
  errors: [{ message: 'Validation failed.', extensions: { code: ErrorCode.VALIDATION_FAILED, status: 400, params: { field, reason } } }],
});

function renderWizard(type: ProfileType, createResult: Parameters<typeof mockApollo>[0]['CreateProfile']) {
  const apollo = mockApollo({ CreateProfile: createResult, CurrentUser: () => ({ data: { me: null } }) });
  const onDone = vi.fn();
  const view = render(
    <TestProviders client={apollo.client}>
      <MemoryRouter>
        <ProfileWizard type={type} onDone={onDone} />
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
    expect(callsOf('CreateProfile')[0].variables.input).toMatchObject({
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

  it('gives a school the basic step only, with its bio, and shows a taken name under the name', async () => {
    renderWizard('school', () => validation('name', 'alreadyExists'));
    expect(screen.queryByText(/Step 1 of/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bio' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Vienna_Dance_Academy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByText('This name is already taken. Choose another one.')).toBeInTheDocument();
  });

  it('offers an organisation a display name: the name read with spaces unless typed, checked with the contract rule', async () => {
    const { callsOf } = renderWizard('school', () => validation('displayName', 'tooLong'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Vienna_Dance.Academy' } });
    const displayName = screen.getByRole('textbox', { name: 'Display name' });
    expect(displayName).toHaveAttribute('placeholder', 'Vienna Dance Academy');

    // An invisible format character is refused before anything is sent (PRODUCT.md §9).
    fireEvent.change(displayName, { target: { value: 'Wien\u202e Tanz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByText('Use printable characters on one line: no line breaks or invisible characters.')).toBeInTheDocument();
    expect(callsOf('CreateProfile')).toHaveLength(0);

    fireEvent.change(displayName, { target: { value: '  Wiener Tanzakademie – Öst  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    // The server's answer lands under the field it names.
    expect(await screen.findByText(/Display name must be at most 128 characters/)).toBeInTheDocument();
    expect(callsOf('CreateProfile')[0].variables.input).toMatchObject({ type: 'school', name: 'Vienna_Dance.Academy', displayName: 'Wiener Tanzakademie – Öst' });
  });

  it('sends no display name when the field is left empty (the server takes the default)', async () => {
    const { callsOf } = renderWizard('partner', () => validation('name', 'alreadyExists'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Stage_Lights' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(callsOf('CreateProfile')).toHaveLength(1));
    expect(callsOf('CreateProfile')[0].variables.input).toMatchObject({ name: 'Stage_Lights', displayName: null });
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
