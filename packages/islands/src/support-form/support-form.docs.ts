import type { IslandReference } from '../reference.types';
import { messages } from './support-form.messages';
import { propsCheck } from './support-form.model';
import { PHONE_MASK } from './support-form.rules';

/** What docs/islands/support-form.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    captchaSid: 'The sid of the captcha the server printed (its hidden `captcha_sid` field).',
    captchaImage: "The picture of `captchaSid`; a new sid goes into this address's `captcha_sid` parameter.",
    city: 'The city chosen beforehand (one of `cities`); empty for «Выберите город».',
    cities: 'The select\'s cities, grouped under their country in the order given.',
    'cities[].city_name': 'The city, sent as `city`.',
    'cities[].country_name': 'Its country: the group it is listed under.',
  },
  rules: [
    {
      name: 'PHONE_MASK',
      value: PHONE_MASK,
      meaning: "imask's pattern: `+{7}` keeps the country code in the value sent, each `0` is a digit.",
    },
  ],
  messages,
};
