import { useInvoicing } from '../../api/invoicing';
import { useSite } from '../../api/session';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';
import { InvoicingForm } from './InvoicingForm';
import { useInvoicingTexts } from './texts';

/** The school's invoicing settings, for its admins (the navigation shows it to them only; the platform refuses the others). */
export default function InvoicingScreen() {
  const t = useInvoicingTexts();
  const site = useSite();
  const { data, error, isPending, refetch } = useInvoicing();
  return (
    <Screen title={t.title}>
      <p className="lead">{t.intro}</p>
      <section className="panel">
        {isPending && <Spinner />}
        {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
        {data && <InvoicingForm view={data} key={site} />}
      </section>
    </Screen>
  );
}
