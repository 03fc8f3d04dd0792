import { useId, useState } from 'react';
import { useInstructors } from '../../api/instructors';
import { useLevels } from '../../api/levels';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { InstructorsTable, languageName } from './InstructorsTable';
import { PatternForm } from './PatternForm';
import { SettingsForm } from './SettingsForm';
import { useInstructorsTexts } from './texts';

/** Languages offered in the filter: the usual ones at the Alps' schools, then any an instructor speaks. */
const USUAL = ['fr', 'en', 'de', 'it', 'nl', 'es'];

/**
 * The school's instructors (issue 31): the list with its filters (discipline, language, active or archived), each
 * row to their profile; below, a week pattern over a period for one or several of them.
 */
export default function InstructorsScreen() {
  const t = useInstructorsTexts();
  const { lang } = useI18n();
  const id = useId();
  const [discipline, setDiscipline] = useState('');
  const [language, setLanguage] = useState('');
  const [active, setActive] = useState<'true' | 'false' | 'all'>('true');
  const levels = useLevels();
  const list = useInstructors({
    ...(discipline ? { discipline } : {}),
    ...(language ? { language } : {}),
    active,
  });
  const everyone = useInstructors();
  const disciplines = [...new Set((levels.data?.levels ?? []).map((l) => l.discipline))];
  const languages = [...new Set([...USUAL, ...(everyone.data?.instructors ?? []).flatMap((i) => i.languages)])];
  const error = list.error ?? levels.error;

  return (
    <Screen
      title={t.title}
      actions={
        <Link to="/instructors/new" className="button primary">
          {t.add}
        </Link>
      }
    >
      <p className="lead">{t.intro}</p>
      <div className="filters">
        <div className="field">
          <label htmlFor={`${id}-discipline`}>{t.filterDiscipline}</label>
          <select id={`${id}-discipline`} value={discipline} onChange={(e) => setDiscipline(e.target.value)}>
            <option value="">{t.all}</option>
            {disciplines.map((d) => (
              <option key={d} value={d}>
                {t.discipline(d)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-language`}>{t.filterLanguage}</label>
          <select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value)}>
            <option value="">{t.all}</option>
            {languages.map((c) => (
              <option key={c} value={c}>
                {languageName(c, lang)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-active`}>{t.filterShow}</label>
          <select id={`${id}-active`} value={active} onChange={(e) => setActive(e.target.value as typeof active)}>
            <option value="true">{t.showActive}</option>
            <option value="false">{t.showArchived}</option>
            <option value="all">{t.showAll}</option>
          </select>
        </div>
      </div>
      {(list.isPending || levels.isPending) && <Spinner />}
      {error && (
        <ErrorMessage
          error={error}
          onRetry={() => {
            void list.refetch();
            void levels.refetch();
          }}
        />
      )}
      {list.data &&
        levels.data &&
        (list.data.instructors.length === 0 ? (
          <Empty>{t.empty}</Empty>
        ) : (
          <InstructorsTable instructors={list.data.instructors} levels={levels.data.levels} t={t} />
        ))}
      {everyone.data && everyone.data.instructors.length > 0 && (
        <section className="panel">
          <PatternForm instructors={everyone.data.instructors.map((i) => ({ id: i.id, name: `${i.firstName} ${i.lastName}` }))} />
        </section>
      )}
      {everyone.data && (
        <section className="panel">
          <SettingsForm settings={everyone.data.settings} />
        </section>
      )}
    </Screen>
  );
}
