import { useEffect, useRef, useState } from 'react';
import { session } from '../env';
import type { Lang } from '../logic';
import { type ContactForm, storedContact, validateContact } from './contact';
import type { Step } from './model';

/**
 * `#etape-2` / `#step-2`: the tunnel's step in the page's address, one history entry per step, so that
 * the browser's Back goes one step back (not out of the checkout) and a reload stays on the step.
 */
const STEP_HASH = /^#(?:etape|step)-([1-3])$/;
export const stepOfHash = (hash: string): Step => {
  const m = STEP_HASH.exec(hash);
  return m ? (Number(m[1]) as Step) : 0;
};
export const stepHash = (s: Step, lang: Lang) => (s ? `#${lang === 'fr' ? 'etape' : 'step'}-${s}` : '');

/** A step the visitor may land on: the summary and the payment need a valid contact, else its step. */
const reachable = (s: Step, contact: ContactForm): Step => (s >= 2 && Object.keys(validateContact(contact)).length ? 1 : s);

/**
 * Where the visitor is (the cart or a step of the tunnel) and what they entered on the way (the
 * contact, kept in the tab as it is typed, and the terms checkbox). Each step is a history entry (Back
 * and Forward move between steps); focus follows the step (not on the first paint); an emptied cart
 * ends the tunnel.
 */
export function useTunnel(empty: boolean, lang: Lang) {
  const [contact, setContactState] = useState<ContactForm>(() => storedContact(session.get('checkoutContact')));
  const [step, setStep] = useState<Step>(() => reachable(stepOfHash(location.hash), contact));
  const [accepted, setAccepted] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const contactRef = useRef(contact);
  contactRef.current = contact;
  /** The address for a step: this page, with the step's fragment (none for the cart). */
  const url = (s: Step) => `${location.pathname}${location.search}${stepHash(s, lang)}`;
  // An emptied cart ends the tunnel (and its step leaves the address).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on emptiness only
  useEffect(() => {
    if (!empty) return;
    setStep(0);
    if (stepOfHash(location.hash)) history.replaceState(history.state, '', url(0));
  }, [empty]);
  // A step landed on that it may not be (a reload on the summary without a contact) says where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once
  useEffect(() => {
    if (stepOfHash(location.hash) !== step) history.replaceState(history.state, '', url(step));
  }, []);
  // Back and Forward move between the steps.
  useEffect(() => {
    const onPop = () => {
      moved.current = true;
      setStep(reachable(stepOfHash(location.hash), contactRef.current));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  // Focus follows the step (not on the first paint).
  useEffect(() => {
    if (!moved.current) return;
    (step === 0 ? titleRef : stepRef).current?.focus();
  }, [step]);
  const go = (s: Step) => {
    moved.current = true;
    setStep(s);
    // One step back is the browser's Back when the previous entry is that step: the history stays a path.
    if (s === step - 1 && history.state?.msemFrom === s) history.back();
    else if (s !== step) history.pushState({ ...history.state, msemFrom: step }, '', url(s));
  };
  const setContact = (c: ContactForm) => {
    setContactState(c);
    session.set('checkoutContact', JSON.stringify(c));
  };
  /** Focus back on the heading of where the visitor is (when the focused element is gone). */
  const focusHeading = () => (step === 0 ? titleRef : stepRef).current?.focus();
  return { step, go, titleRef, stepRef, focusHeading, contact, setContact, accepted, setAccepted };
}
