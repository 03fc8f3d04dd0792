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
  /** `from`: the switch, where focus goes back after a question about it (Safari does not focus a tapped button). */
  onToggle: (present: boolean, from: HTMLElement) => void;
}) {
  const { m, f } = useI18n();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={present}
      aria-label={m.presentOn(f.shortDate(day), name)}
      className={`check-in${present ? ' on' : ''}`}
      onClick={(e) => onToggle(!present, e.currentTarget)}
    >
      <span aria-hidden="true">{present ? '✓' : ''}</span>
    </button>
  );
}
