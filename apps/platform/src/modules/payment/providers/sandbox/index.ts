/** The sandbox payment provider: one provider among others behind `PaymentProvider` (../../provider.ts). */
export { checkCardForm, luhnValid, sandboxOutcome } from './cards';
export { fetchNotifier, type Notifier } from './notifier';
export { type SandboxConfig, sandboxProvider } from './provider';
export { type SandboxOptions, sandboxRoutes } from './routes';
export { SANDBOX_SIGNATURE_HEADER, SandboxNotification, signSandbox, verifySandboxSignature } from './signature';
