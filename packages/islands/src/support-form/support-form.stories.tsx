import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { bindCalls, reloadCaptcha, supportForm } from '@shop-islands/api';
import { captchaImageUrl, captchas, cities } from '@shop-islands/dev-server';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import type { BackendParameters } from '../../../../.storybook/backend';
import { onPhone } from '../../../../.storybook/phone';
import { createSupportFormModel } from './support-form.model';
import { SupportFormView } from './support-form.view';

const CAPTCHA = captchas[0]!;

/** A shopper's filled form: shown in the fields, and what a submitting story sends. */
const FILLED = {
  name: 'Иван',
  phone: '8 912 345 67 89',
  email: 'ivan.petrov@example.ru',
  car: 'Kia Rio 2021, Стражъ A93',
  message: 'После замены аккумулятора не работает автозапуск.',
};

interface SupportFormStoryArgs {
  city: string;
  /** The fields show the filled form. */
  filled: boolean;
  /** Send the filled form with this captcha code at once. */
  send?: string;
  /** A backend that never answers the submit, to hold the sending state. */
  hang?: boolean;
  /** Ask for a new captcha at once (with a fault, the failed reload). */
  reload?: boolean;
  /** A backend that never answers the captcha reload, to hold its loading state. */
  hangCaptcha?: boolean;
}

/** The island as the page builds it, over the story's mock backend. */
function SupportFormStory({ runtime, city, filled, send, hang = false, reload = false, hangCaptcha = false }: SupportFormStoryArgs & { runtime: PageRuntime }) {
  const [model] = useState(() => {
    const backend = bindCalls(runtime.apiDeps, { supportForm, reloadCaptcha });
    const api = hangCaptcha ? { ...backend, reloadCaptcha: () => new Promise<string>(() => {}) } : backend;
    return createSupportFormModel({
      api: hang ? { ...api, supportForm: () => new Promise(() => {}) } : api,
      captcha: { sid: CAPTCHA.sid, image: captchaImageUrl(CAPTCHA.sid) },
    });
  });
  useEffect(() => {
    if (reload) void model.reloadCaptcha();
    if (send === undefined) return;
    const fields = Object.entries({ city, ...FILLED, captcha_word: send }).map(([name, value]) => ({ name, value }));
    void model.submit(fields);
  }, [model, city, send, reload]);
  const props = { captchaSid: CAPTCHA.sid, captchaImage: captchaImageUrl(CAPTCHA.sid), city, cities: [...cities] };
  return <SupportFormView model={model} props={props} defaults={filled ? FILLED : {}} />;
}

const meta = {
  title: 'support-form',
  render: (args, { loaded }) => <SupportFormStory {...args} runtime={loaded.runtime as PageRuntime} />,
  args: { city: '', filled: false },
} satisfies Meta<SupportFormStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen or typed yet. */
export const Empty: Story = {};
export const EmptyMobile = onPhone(Empty);

/** Filled in; the phone typed as «8 912 345 67 89» reads +7 (912) 345-67-89 (docs/islands/support-form.md#phone). */
export const Filled: Story = { args: { city: 'Казань', filled: true } };

/** The form on a phone (docs/embedding.md#page-variants: narrower than 576 px): the captcha above its field. */
export const FilledMobile = onPhone(Filled);

/** Sending: the button disabled, «Отправляем…» (docs/islands/support-form.md#outcomes). */
export const Submitting: Story = { args: { city: 'Казань', filled: true, send: CAPTCHA.code, hang: true } };
export const SubmittingMobile = onPhone(Submitting);

/** The server's error text in the danger alert; the fields kept, a new captcha. */
export const ServerError: Story = { args: { city: 'Казань', filled: true, send: 'WRONG' } };

/** The server's error on a phone. */
export const ServerErrorMobile = onPhone(ServerError);

/** A failed call (HTTP 500): the shared failure text, nothing typed lost. */
export const CallFailed: Story = {
  args: { city: 'Казань', filled: true, send: CAPTCHA.code },
  parameters: { backend: { faults: { supportForm: '500' } } satisfies BackendParameters },
};
export const CallFailedMobile = onPhone(CallFailed);

/** Accepted: success shown, the text fields emptied, the city kept. */
export const Success: Story = { args: { city: 'Казань', filled: true, send: CAPTCHA.code } };
export const SuccessMobile = onPhone(Success);

/** «Обновить картинку» pressed, the new captcha on its way: «Загружаем новую картинку…», further presses ignored. */
export const CaptchaLoading: Story = { args: { reload: true, hangCaptcha: true } };
export const CaptchaLoadingMobile = onPhone(CaptchaLoading);

/** The new captcha did not come: the old picture stays, a status and «Обновить картинку» to retry. */
export const CaptchaFailed: Story = {
  args: { reload: true },
  parameters: { backend: { faults: { reloadCaptcha: '500' } } satisfies BackendParameters },
};
export const CaptchaFailedMobile = onPhone(CaptchaFailed);
