import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { bindCalls, reloadCaptcha, supportForm } from '@shop-islands/api';
import { captchaImageUrl, captchas, cities } from '@shop-islands/dev-server';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import type { BackendParameters } from '../../../../.storybook/backend';
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
}

/** The island as the page builds it, over the story's mock backend. */
function SupportFormStory({ runtime, city, filled, send, hang = false, reload = false }: SupportFormStoryArgs & { runtime: PageRuntime }) {
  const [model] = useState(() => {
    const api = bindCalls(runtime.apiDeps, { supportForm, reloadCaptcha });
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

/** Filled in; the phone typed as «8 912 345 67 89» reads +7 (912) 345-67-89 (docs/islands/support-form.md#phone). */
export const Filled: Story = { args: { city: 'Казань', filled: true } };

/** Sending: the button disabled, «Отправляем…» (docs/islands/support-form.md#outcomes). */
export const Submitting: Story = { args: { city: 'Казань', filled: true, send: CAPTCHA.code, hang: true } };

/** The server's error text in the danger alert; the fields kept, a new captcha. */
export const ServerError: Story = { args: { city: 'Казань', filled: true, send: 'WRONG' } };

/** A failed call (HTTP 500): the shared failure text, nothing typed lost. */
export const CallFailed: Story = {
  args: { city: 'Казань', filled: true, send: CAPTCHA.code },
  parameters: { backend: { faults: { supportForm: '500' } } satisfies BackendParameters },
};

/** Accepted: success shown, the text fields emptied, the city kept. */
export const Success: Story = { args: { city: 'Казань', filled: true, send: CAPTCHA.code } };

/** The new captcha did not come: the old picture stays, a status and «Обновить картинку» to retry. */
export const CaptchaFailed: Story = {
  args: { reload: true },
  parameters: { backend: { faults: { reloadCaptcha: '500' } } satisfies BackendParameters },
};

/** The form on a phone (docs/embedding.md#page-variants: narrower than 576 px): the captcha above its field. */
export const Mobile: Story = {
  args: { city: 'Казань', filled: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The server's error on a phone. */
export const MobileServerError: Story = {
  args: { city: 'Казань', filled: true, send: 'WRONG' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
