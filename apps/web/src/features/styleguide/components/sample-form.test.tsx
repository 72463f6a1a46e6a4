import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { STYLEGUIDE_NAMESPACE } from '../locales/namespace.js';
import { STYLEGUIDE_STRINGS } from '../locales/styleguide-strings.js';
import { SampleForm } from './sample-form.js';

const namespaces = { [STYLEGUIDE_NAMESPACE]: STYLEGUIDE_STRINGS };

async function fillAndSubmit(user: ReturnType<typeof renderWithKit>['user']) {
  const form = within(screen.getByRole('region', { name: 'Sign up' }));
  await user.type(form.getByLabelText('Email'), 'a@b.co');
  await user.type(form.getByLabelText('New password'), 'Ab1!x');
  await user.type(form.getByRole('combobox', { name: 'Country' }), 'Ge');
  await user.click(screen.getByRole('option', { name: 'Germany' }));
  await user.type(form.getByLabelText('Amount'), '50');
  await user.click(form.getByRole('checkbox'));
  await user.click(form.getByRole('button', { name: 'Create account' }));
  return form;
}

// Typing through a whole form is slow on a busy machine: these tests get more time.
describe('the sample form', { timeout: 30_000 }, () => {
  it("shows the server's refusal above the fields", async () => {
    const { user } = renderWithKit(<SampleForm />, { namespaces });
    const form = await fillAndSubmit(user);
    expect((await form.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'An account with this email already exists',
    );
  });

  it('says so when the server accepts', async () => {
    const { user } = renderWithKit(<SampleForm />, { namespaces });
    await user.click(screen.getByRole('radio', { name: 'Accepts' }));
    const form = await fillAndSubmit(user);
    expect(await form.findByText('The account was created.', {}, { timeout: 3000 })).toBeTruthy();
    expect(form.queryByRole('alert')).toBeNull();
  });
});
