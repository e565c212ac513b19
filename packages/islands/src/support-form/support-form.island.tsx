import { bindCalls, reloadCaptcha, supportForm } from '@shop-islands/api';
import { defineIsland, findInFallback } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { createSupportFormModel, parseSupportFormProps } from './support-form.model';
import { SupportFormView, type FieldDefaults } from './support-form.view';

/**
 * What the server printed into the fallback form (`defaultValue`, not what was typed since: keys
 * typed while the island loaded are replayed into its own fields by name, and would count twice).
 */
function serverDefaults(form: HTMLFormElement | null): FieldDefaults {
  const defaults: Record<string, string> = {};
  form?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]').forEach((field) => {
    if (field.type !== 'hidden' && field.defaultValue) defaults[field.name] = field.defaultValue;
  });
  return defaults;
}

/**
 * `data-island="support-form"` (docs/islands/support-form.md). Template contract: the fallback is a
 * real `<form method="post">` to supportForm.php, so the page works without script; its fields'
 * server values (`message` pre-filled from a link, say) carry over into the island.
 */
export default defineIsland({
  parseProps: parseSupportFormProps,
  model: (props) => {
    const { apiDeps } = getPageRuntime();
    const api = bindCalls(apiDeps, { supportForm, reloadCaptcha });
    return createSupportFormModel({ api, captcha: { sid: props.captchaSid, image: props.captchaImage } });
  },
  view: (model, props, { fallback }) => (
    <SupportFormView model={model} props={props} defaults={serverDefaults(findInFallback<HTMLFormElement>(fallback, 'form'))} />
  ),
});
