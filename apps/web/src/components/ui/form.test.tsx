import { consentSchema, emailSchema, passwordLengthSchema } from '@casino/shared';
import { screen } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FieldRefusal } from '../../lib/form-resolver.js';
import { renderWithKit } from './render-with-kit.js';
import { FormCheckbox } from './checkbox.js';
import { Form, FormSubmit } from './form.js';
import { FormPasswordField } from './password-field.js';
import { FormTextField } from './text-field.js';

const schema = z.object({
  email: emailSchema,
  password: passwordLengthSchema,
  terms: consentSchema,
});

/** A refusal as the BFF sends it (docs/decisions/004-bff-errors.md): data carries a message key. */
function refusal(messageKey: string, values: Record<string, string | number> = {}) {
  return TRPCClientError.from({
    error: {
      code: -32009,
      message: 'refused',
      data: { code: 'CONFLICT', httpStatus: 409, messageKey, values },
    },
  });
}

function SignUp({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => unknown }) {
  return (
    <Form
      schema={schema}
      defaultValues={{ email: '', password: '', terms: false }}
      onSubmit={onSubmit}
      aria-label="Sign up"
    >
      <FormTextField name="email" label="Email" type="email" />
      <FormPasswordField name="password" label="Password" />
      <FormCheckbox name="terms">I agree</FormCheckbox>
      <FormSubmit>Create account</FormSubmit>
    </Form>
  );
}

async function fillValid(user: ReturnType<typeof renderWithKit>['user']) {
  await user.type(screen.getByLabelText('Email'), 'player@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret1!');
  await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
}

describe('Form', () => {
  it("shows each field's message from the shared catalogue, and sends nothing", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<SignUp onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), 'not an email');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter a valid email')).toBeTruthy();
    expect(screen.getByText("Value can't be shorter than 5")).toBeTruthy();
    expect(screen.getByText('Please confirm to continue')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    // The first invalid field takes focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("translates the messages into the page's language", async () => {
    const { user } = renderWithKit(<SignUp onSubmit={vi.fn()} />, { language: 'ro' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('Acest câmp este obligatoriu').length).toBeGreaterThan(0);
  });

  it('hands the parsed values on', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<SignUp onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'player@example.com',
      password: 'Secret1!',
      terms: true,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the BFF's refusal as the form's alert, in the page's language", async () => {
    const { user } = renderWithKit(
      <SignUp onSubmit={() => Promise.reject(refusal('errors.emailTaken'))} />,
      { language: 'de' },
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mit dieser E-Mail-Adresse gibt es bereits ein Konto',
    );
  });

  it('shows a refusal of one field under that field, focused, until the field changes', async () => {
    const { user } = renderWithKit(
      <SignUp onSubmit={() => Promise.reject(new FieldRefusal('email', 'errors.emailTaken'))} />,
      { language: 'de' },
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const message = await screen.findByText('Mit dieser E-Mail-Adresse gibt es bereits ein Konto');
    expect(screen.queryByRole('alert')).toBeNull();
    const email = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    await user.type(email, 'x');
    expect(screen.queryByText('Mit dieser E-Mail-Adresse gibt es bereits ein Konto')).toBeNull();
  });

  it('keeps the values of a refusal message', async () => {
    const { user } = renderWithKit(
      <SignUp
        onSubmit={() => Promise.reject(refusal('errors.tooManyAttempts', { seconds: 30 }))}
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. You can try again in 30 s.',
    );
  });

  it('shows the generic message for a failure it does not know', async () => {
    const { user } = renderWithKit(
      <SignUp onSubmit={() => Promise.reject(new TypeError('Failed to fetch'))} />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Oops! Something unexpected happened. Please try again later or contact support',
    );
  });

  it('clears the alert when the next submission goes through', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(refusal('errors.emailTaken'));
    const { user } = renderWithKit(<SignUp onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
