import type { PlatformEnv } from '../../env';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';

/** The provider chosen by `PAYMENT_PROVIDER` (only `sandbox` for now). */
export function paymentProvider(env: PlatformEnv): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'sandbox':
      return sandboxProvider({ platformUrl: env.PLATFORM_URL, secret: env.PAYMENT_SECRET });
  }
}
