import { bindCalls, reloadCaptcha, supportForm } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { keepFocusedField } from '../ui/keep-focused-field';
import { fallbackFields, fallbackForm } from '../ui/fallback-fields';
import { getPageRuntime } from '../runtime/page';
import { createSupportFormModel, parseSupportFormProps } from './support-form.model';
import { SupportFormView } from './support-form.view';

/**
 * `data-island="support-form"` (docs/islands/support-form.md). Template contract: the fallback is a
 * real `<form method="post">` to supportForm.php, so the page works without script; what its fields
 * hold (`message` pre-filled from a link, say, or a city chosen, a text pasted while the island
 * loaded) carries over into the island.
 */
export default keepFocusedField(
  defineIsland({
    parseProps: parseSupportFormProps,
    model: (props) => {
      const { apiDeps } = getPageRuntime();
      const api = bindCalls(apiDeps, { supportForm, reloadCaptcha });
      return createSupportFormModel({ api, captcha: { sid: props.captchaSid, image: props.captchaImage } });
    },
    view: (model, props, { fallback, events }) => <SupportFormView model={model} props={props} defaults={fallbackFields(fallback, events)} form={fallbackForm(fallback)} />,
  }),
);
