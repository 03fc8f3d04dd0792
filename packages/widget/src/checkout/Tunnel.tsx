import type { DisplayGroup } from '@schuss/contracts/rules';
import type { RefObject } from 'react';
import type { CartCtx } from '../shared';
import { ContactStep } from './ContactStep';
import type { ContactForm } from './contact';
import { type Cart, type RemoveFn, STEPS, type Step } from './model';
import { PaymentStep } from './PaymentStep';
import { SummaryStep } from './SummaryStep';
import type { CT } from './texts';

type TunnelProps = {
  ctx: CartCtx;
  t: CT;
  step: Exclude<Step, 0>;
  go: (s: Step) => void;
  stepRef: RefObject<HTMLHeadingElement | null>;
  cart: Cart;
  groups: DisplayGroup[];
  contact: ContactForm;
  setContact: (c: ContactForm) => void;
  accepted: boolean;
  setAccepted: (v: boolean) => void;
  busy: number | null;
  onRemove: RemoveFn;
};

/** The checkout tunnel: the steps' progress, the current step's heading (focused on each step) and the step itself. */
export function Tunnel(p: TunnelProps) {
  const { ctx, t, step, go, cart, groups, contact } = p;
  const title = t(STEPS[step - 1] ?? 'step.contact');
  return (
    <div className="msem-tunnel">
      <nav aria-label={t('progress')}>
        <ol className="msem-steps">
          {STEPS.map((key, i) => (
            <li key={key} aria-current={i + 1 === step ? 'step' : undefined} className={i + 1 < step ? 'is-done' : undefined}>
              <span className="msem-step-n" aria-hidden="true">
                {i + 1}
              </span>{' '}
              {t(key)}
            </li>
          ))}
        </ol>
      </nav>
      <h3 ref={p.stepRef} tabIndex={-1} className="msem-step-title">
        <span className="msem-muted">{t('stepOf', { n: step })} · </span>
        {title}
      </h3>
      {step === 1 ? (
        <ContactStep lang={ctx.lang} t={t} go={go} contact={contact} setContact={p.setContact} />
      ) : step === 2 ? (
        <SummaryStep
          ctx={ctx}
          t={t}
          go={go}
          cart={cart}
          groups={groups}
          contact={contact}
          accepted={p.accepted}
          setAccepted={p.setAccepted}
        />
      ) : (
        <PaymentStep ctx={ctx} t={t} go={go} cart={cart} groups={groups} contact={contact} busy={p.busy} onRemove={p.onRemove} />
      )}
    </div>
  );
}
