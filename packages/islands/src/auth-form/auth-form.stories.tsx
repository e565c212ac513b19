import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { bindCalls, refreshCaptcha, resendAuthCode } from '@shop-islands/api';
import { authData, captchaImageUrl, captchas, DEMO_EXTRA_PATHS } from '@shop-islands/dev-server';
import type { BackendParameters } from '../../../../.storybook/backend';
import { onPhone } from '../../../../.storybook/phone';
import type { PageRuntime } from '../runtime/page';
import { realClock } from '../ui/clock';
import { announce } from '../ui/live-region';
import { createAuthFormModel } from './auth-form.model';
import type { AuthFormProps } from './auth-form.props';
import { AuthFormView } from './auth-form.view';
import './auth-form.stories.css';

/** What the shopper does as the story starts, so every state shows without a click. */
type Act = 'none' | 'refresh-captcha' | 'resend' | 'logout' | 'send';

interface AuthFormStoryArgs {
  /** The demo contact of the SMS step (100503's resend is refused). */
  contactId: string;
  /** Seconds of countdown the page starts with. */
  resendWaitSec: number;
  signedIn: boolean;
  act: Act;
  /** A backend that never answers, to hold the captcha refresh or the resend on its way. */
  hang?: boolean;
}

const firstCaptcha = captchas[0]?.sid ?? '';

/** The props the example login page prints. */
function storyProps({ contactId, resendWaitSec, signedIn }: AuthFormStoryArgs): AuthFormProps {
  const contact = authData.contacts.find((item) => item.contactId === contactId) ?? authData.contacts[0];
  return {
    captchaSid: firstCaptcha,
    captchaImage: captchaImageUrl(firstCaptcha),
    contactId: contact?.contactId ?? '',
    phone: contact?.phone ?? '',
    resendIntervalSec: authData.resendIntervalSec,
    resendWaitSec,
    loginAction: '/login/?login=yes',
    codeAction: DEMO_EXTRA_PATHS.authByCode,
    logoutUrl: signedIn ? '/login/?logout=yes' : '',
  };
}

function AuthFormStory({ runtime, ...args }: AuthFormStoryArgs & { runtime: PageRuntime }) {
  const [props] = useState(() => storyProps(args));
  // The story's page was "printed" when it is shown: its countdown starts full however long Storybook has been open.
  const [shownAt] = useState(() => performance.now());
  const [model] = useState(() =>
    createAuthFormModel({
      props,
      api: args.hang
        ? { refreshCaptcha: () => new Promise(() => {}), resendAuthCode: () => new Promise(() => {}) }
        : bindCalls(runtime.apiDeps, { refreshCaptcha, resendAuthCode }),
      store: runtime.store,
      clock: {
        ...realClock,
        now: () => performance.now() - shownAt,
        // The posted form's page never answers in a story: «Войти» stays held instead of freeing itself after the timeout.
        setTimeout: (callback, ms) => (args.act === 'send' ? null : realClock.setTimeout(callback, ms)),
      },
      announce,
      navigate: (url) => console.info('[storybook] the page would go to', url),
    }),
  );
  useEffect(() => {
    if (args.act === 'refresh-captcha') void model.refreshCaptcha();
    if (args.act === 'resend') void model.resendCode();
    if (args.act === 'logout') model.logout();
    if (args.act === 'send') model.sendForm();
    return () => model.dispose();
  }, [model, args.act]);
  return (
    <div className="auth sb-auth-form">
      <AuthFormView model={model} props={props} sessid={runtime.config.sessid} />
    </div>
  );
}

const meta = {
  title: 'auth-form',
  render: (args, { loaded }) => <AuthFormStory {...args} runtime={loaded.runtime as PageRuntime} />,
  args: { contactId: '100501', resendWaitSec: 0, signedIn: false, act: 'none' },
  argTypes: {
    contactId: { control: 'inline-radio', options: authData.contacts.map((item) => item.contactId) },
    act: { control: 'inline-radio', options: ['none', 'refresh-captcha', 'resend', 'logout', 'send'] },
  },
} satisfies Meta<AuthFormStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password form with its captcha, and the SMS code form. */
export const Captcha: Story = {};

/** On a phone (narrower than 576 px): the cards stack. */
export const CaptchaMobile = onPhone(Captcha);

/** «Обновить картинку» pressed, the new picture on its way: «Обновляем картинку…», the button `aria-disabled` (the focus stays). */
export const CaptchaRefreshing: Story = { args: { act: 'refresh-captcha', hang: true } };
export const CaptchaRefreshingMobile = onPhone(CaptchaRefreshing);

/** «Обновить картинку» answered: a new picture and sid, the typed code cleared. */
export const CaptchaRefreshed: Story = { args: { act: 'refresh-captcha' } };
export const CaptchaRefreshedMobile = onPhone(CaptchaRefreshed);

/** The refresh failed (HTTP 500): the old picture stays and the island says so. */
export const CaptchaRefreshFailed: Story = {
  args: { act: 'refresh-captcha' },
  parameters: { backend: { faults: { refreshCaptcha: '500' } } satisfies BackendParameters },
};
export const CaptchaRefreshFailedMobile = onPhone(CaptchaRefreshFailed);

/** The SMS step: the one-time-code field and «Отправить код повторно». */
export const SmsStep: Story = { args: { contactId: '100502' } };
export const SmsStepMobile = onPhone(SmsStep);

/** «Отправить код повторно» pressed, the request on its way: «Отправляем код…», further presses ignored. */
export const Resending: Story = { args: { act: 'resend', hang: true } };
export const ResendingMobile = onPhone(Resending);

/** Resent: the server's success text, then the countdown to the next resend. */
export const ResendOk: Story = { args: { act: 'resend' } };
export const ResendOkMobile = onPhone(ResendOk);

/** Refused (a blocked number): the server's error text in the error block. */
export const ResendError: Story = { args: { contactId: '100503', act: 'resend' } };

/** Resend refused, on a phone. */
export const ResendErrorMobile = onPhone(ResendError);

/** The countdown before the next resend, as a page printed just after sending starts it. */
export const Countdown: Story = { args: { resendWaitSec: 42 } };

/** The countdown, on a phone. */
export const CountdownMobile = onPhone(Countdown);

/** A form posted, its answer on its way: both forms' «Войти» `aria-disabled`, so a second press spends no captcha or code. */
export const Sending: Story = { args: { act: 'send' } };
export const SendingMobile = onPhone(Sending);

/** Signed in: only «Выйти», which clears the stored basket and compare lists. */
export const SignedIn: Story = { args: { signedIn: true } };
export const SignedInMobile = onPhone(SignedIn);

/** «Выйти» pressed: the lists cleared, «Выходим…» (`aria-disabled`) while the page leaves for the logout link. */
export const LoggingOut: Story = { args: { signedIn: true, act: 'logout' } };
export const LoggingOutMobile = onPhone(LoggingOut);
