import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { EmailAuthForm, type AuthMode } from '#platform/features/accounts/components/email-auth-form.tsx';

const meta = {
  title: 'Platform/Email auth form',
  component: EmailAuthForm,
  args: { mode: 'login', onModeChange: fn(), onLogin: fn(), onRegister: fn(), onForgot: fn() },
} satisfies Meta<typeof EmailAuthForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};
export const LoginPending: Story = { args: { pending: true, initialEmail: 'nina@example.com' } };
export const LoginError: Story = { args: { alert: { tone: 'error', text: 'Invalid email or password' } } };
export const LoginSuccess: Story = { args: { alert: { tone: 'success', text: 'Login successful! Redirecting...' } } };
/** After a registration that returned no token: login mode with the email filled in. */
export const LoginAfterRegistration: Story = {
  args: { initialEmail: 'nina@example.com', alert: { tone: 'success', text: 'Account created successfully! You can now log in.' } },
};

export const Register: Story = { args: { mode: 'register' } };
export const RegisterPending: Story = { args: { mode: 'register', pending: true } };
export const RegisterError: Story = {
  args: { mode: 'register', alert: { tone: 'error', text: 'An account with this email already exists. Sign in instead, or reset your password.' } },
};
export const RegisterSuccess: Story = { args: { mode: 'register', alert: { tone: 'success', text: 'Account created successfully!' } } };

export const ForgotPassword: Story = { args: { mode: 'forgot' } };
export const ForgotPasswordPending: Story = { args: { mode: 'forgot', pending: true } };
export const ForgotPasswordError: Story = { args: { mode: 'forgot', alert: { tone: 'error', text: 'Failed to send password reset email. Please try again.' } } };
export const ForgotPasswordSuccess: Story = {
  args: { mode: 'forgot', alert: { tone: 'success', text: 'If an account exists for that email, a reset link is on its way.' } },
};

/** Switching modes works inside the story; submitting shows the validation messages. */
export const Interactive: Story = {
  render: (args) => {
    const [mode, setMode] = useState<AuthMode>('login');
    return <EmailAuthForm {...args} mode={mode} onModeChange={setMode} />;
  },
};
