import { useSignalValue } from '../runtime/use-signal';
import { formatPrice } from '../ui/money';
import { formatCount } from '../ui/plural';
import { messages } from './instalment.messages';
import type { InstalmentModel, InstalmentTerm } from './instalment.model';
import './instalment.css';

/** docs/islands/instalment.md: where «Как это работает» leads. */
export const INSTALMENT_INFO_URL = '/payment-delivery/#payment-instalment';

/** «4 платежа по 7 498 ₽», the amount kept on one line. */
function Term({ term }: { term: InstalmentTerm }) {
  return (
    <>
      {formatCount(term.payments, messages.payments)} {messages.each} <span className="si-instalment__amount">{formatPrice(term.payment)}</span>
    </>
  );
}

/**
 * The instalment widget (docs/islands/instalment.md): one term as the sentence the template prints,
 * several as a list. Over the limit it renders nothing, and its CSS hides the then empty element,
 * so the buy box keeps no empty box or gap.
 */
export function InstalmentView({ model }: { model: InstalmentModel }) {
  const state = useSignalValue(model.state);
  const terms = useSignalValue(model.terms);
  const [only] = terms;
  if (state === 'over-limit' || !only) return null;
  const link = <a href={INSTALMENT_INFO_URL}>{messages.howItWorks}</a>;
  if (terms.length === 1) {
    return (
      <p className="si-instalment" data-state={state}>
        {messages.lead}: <Term term={only} /> {messages.noOverpayment}. {link}
      </p>
    );
  }
  return (
    <div className="si-instalment" data-state={state}>
      <p className="si-instalment__lead">
        {messages.lead} {messages.noOverpayment}:
      </p>
      <ul className="si-instalment__terms" aria-label={messages.termsLabel}>
        {terms.map((term) => (
          <li key={term.payments}>
            <Term term={term} />
          </li>
        ))}
      </ul>
      {link}
    </div>
  );
}
