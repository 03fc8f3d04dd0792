import { useEffect, useRef, useState } from 'react';
import { session } from '../env';
import { type ContactForm, storedContact } from './contact';
import type { Step } from './model';

/**
 * Where the visitor is (the cart or a step of the tunnel) and what they entered on the way (the
 * contact, kept in the tab from a previous visit, and the terms checkbox). Focus follows the step
 * (not on the first paint); an emptied cart ends the tunnel.
 */
export function useTunnel(empty: boolean) {
  const [step, setStep] = useState<Step>(0);
  const [contact, setContact] = useState<ContactForm>(() => storedContact(session.get('checkoutContact')));
  const [accepted, setAccepted] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // An emptied cart ends the tunnel.
  useEffect(() => {
    if (empty) setStep(0);
  }, [empty]);
  // Focus follows the step (not on the first paint).
  useEffect(() => {
    if (!moved.current) return;
    (step === 0 ? titleRef : stepRef).current?.focus();
  }, [step]);
  const go = (s: Step) => {
    moved.current = true;
    setStep(s);
  };
  /** Focus back on the heading of where the visitor is (when the focused element is gone). */
  const focusHeading = () => (step === 0 ? titleRef : stepRef).current?.focus();
  return { step, go, titleRef, stepRef, focusHeading, contact, setContact, accepted, setAccepted };
}
