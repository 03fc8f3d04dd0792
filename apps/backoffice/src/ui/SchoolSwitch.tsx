import * as paths from '@schuss/contracts/api/paths';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api, errorText } from '../api/client';
import { useAuth } from '../api/session';
import { useI18n } from '../i18n';

/**
 * The school the back office works on: its name, or a list to pick another when the
 * account works at several schools. Each school's data is only seen with that school picked.
 */
export function SchoolSwitch() {
  const { auth, switchSchool } = useAuth();
  const { m } = useI18n();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const site = auth.status === 'in' ? auth.session.site : null;
  const { data } = useQuery({
    queryKey: ['schools', site],
    queryFn: ({ signal }) => api.call(paths.boSchools, undefined, { signal }),
    enabled: site !== null,
    staleTime: 60_000,
  });
  if (!site || !data?.schools.length) return null;
  if (data.schools.length === 1) return <span className="school-name">{data.schools[0]?.name}</span>;
  return (
    <div className="school-switch">
      <label htmlFor={id}>{m.schoolLabel}</label>
      <select
        id={id}
        value={site}
        disabled={busy}
        onChange={(e) => {
          setError(null);
          setBusy(true);
          switchSchool(e.target.value)
            .catch((err: unknown) => setError(errorText(err, m)))
            .finally(() => setBusy(false));
        }}
      >
        {data.schools.map((s) => (
          <option key={s.site} value={s.site}>
            {s.name}
          </option>
        ))}
      </select>
      {error && <span role="alert">{error}</span>}
    </div>
  );
}
