import { useI18n } from '../../i18n';
import { Screen } from '../../ui/Screen';

// Issue 14: placeholder until the screen is built.
export default function OffersScreen(_props: Record<string, unknown>) {
  const { m } = useI18n();
  return <Screen title={m.notFoundTitle}>{null}</Screen>;
}
