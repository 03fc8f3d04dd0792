import { useI18n } from '../../i18n';

/** One check-in: a switch with a big tap target, named for the day and the participant. */
export function CheckInToggle({
  day,
  name,
  present,
  onToggle,
}: {
  day: string;
  name: string;
  present: boolean;
  onToggle: (present: boolean) => void;
}) {
  const { m, f } = useI18n();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={present}
      aria-label={m.presentOn(f.shortDate(day), name)}
      className={`check-in${present ? ' on' : ''}`}
      onClick={() => onToggle(!present)}
    >
      <span aria-hidden="true">{present ? '✓' : ''}</span>
    </button>
  );
}
