import { useState } from 'react';
import { errorText } from '../../api/client';
import { useArchiveInstructor, useInstructor } from '../../api/instructors';
import { useLevels } from '../../api/levels';
import { useSeason } from '../../api/season';
import { useI18n } from '../../i18n';
import { Link, navigate } from '../../router';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { AvailabilityGrid } from './AvailabilityGrid';
import { PatternForm } from './PatternForm';
import { ProfileForm } from './ProfileForm';
import { useInstructorsTexts } from './texts';

/**
 * An instructor (issue 31): their profile (a new one at `/instructors/new`), archiving, and for one saved their
 * availability over the season with a week pattern to fill it.
 */
export default function InstructorScreen({ instructorId }: { instructorId: number | null }) {
  const t = useInstructorsTexts();
  const { m } = useI18n();
  const notify = useToast();
  const one = useInstructor(instructorId);
  const levels = useLevels();
  const season = useSeason();
  const archive = useArchiveInstructor();
  const [failure, setFailure] = useState<string | null>(null);
  const instructor = one.data ?? null;
  const name = instructor ? `${instructor.firstName} ${instructor.lastName}` : t.newTitle;
  const error = one.error ?? levels.error;
  const loading = (instructorId !== null && one.isPending) || levels.isPending;

  const toggleArchive = async () => {
    if (!instructor) return;
    setFailure(null);
    try {
      await archive.mutateAsync({ instructorId: instructor.id, body: { archived: !instructor.archived } });
      notify(instructor.archived ? t.restoredDone(name) : t.archivedDone(name));
    } catch (err) {
      setFailure(errorText(err, m));
    }
  };

  return (
    <Screen
      title={instructorId === null ? t.newTitle : instructor ? name : t.title}
      actions={
        instructor && (
          <button type="button" className="button secondary" onClick={() => void toggleArchive()} disabled={archive.isPending}>
            {instructor.archived ? t.restore : t.archive}
          </button>
        )
      }
    >
      <p>
        <Link to="/instructors">{t.backToList}</Link>
      </p>
      {loading && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void (one.refetch(), levels.refetch())} />}
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      {instructor?.archived && <p className="hint">{t.archivedNotice}</p>}
      {levels.data && (instructorId === null || instructor) && (
        <section className="panel">
          <h2>{t.profileTitle}</h2>
          <ProfileForm
            key={instructor?.updatedAt ?? 'new'}
            instructor={instructor}
            levels={levels.data.levels}
            onCancel={() => navigate('/instructors')}
          />
        </section>
      )}
      {instructor && !instructor.archived && season.data && (
        <>
          <AvailabilityGrid instructorId={instructor.id} season={{ from: season.data.startsOn, to: season.data.endsOn }} />
          <section className="panel">
            <PatternForm instructors={[{ id: instructor.id, name }]} fixed={instructor.id} />
          </section>
        </>
      )}
    </Screen>
  );
}
