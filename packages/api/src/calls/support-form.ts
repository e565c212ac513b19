/** supportForm with its path and answer check, in a module of its own so it goes only where it is called. */
import { CheckError, type Check } from '../check';
import { pathUrl } from '../endpoints';
import type { SupportFormFields } from '../payloads';
import { postText } from '../request';
import type { ApiDeps, CallOptions } from '../types';

export const supportFormPath = '/local/ajax/supportForm.php';

/** supportForm.php: the server's error text, '' when the message was accepted (docs/embedding.md#server-calls). */
export interface SupportFormResult {
  error: string;
}

/**
 * Not a message of the form's script: a whole page (a login or error page answered with status
 * 200) or PHP's own diagnostic (`<b>Warning</b>:` …). Shown as the error, it would put markup in
 * front of the shopper, or call an accepted message refused.
 */
const NOT_ITS_ANSWER = /<(?:!doctype|html|head|body)[\s>]|<b>(?:Warning|Notice|Deprecated|Fatal error|Parse error)<\/b>/i;

export const supportFormResult: Check<SupportFormResult> = (value, path) => {
  if (typeof value !== 'string' || NOT_ITS_ANSWER.test(value)) throw new CheckError(path, 'the error text (empty when the message is accepted)', value);
  return { error: value.trim() };
};

/** POST supportForm.php?sessid=… — `Api.supportForm`. */
export function supportForm(deps: ApiDeps, fields: SupportFormFields, options?: CallOptions): Promise<SupportFormResult> {
  return postText(deps, pathUrl(deps, 'supportForm', supportFormPath), { query: { sessid: deps.sessid() }, body: fields }, supportFormResult, options);
}
