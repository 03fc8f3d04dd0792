/** The pricing part's rule choice: how the product's price is computed. */

import { ErrorText } from './fields';
import { RULES } from './productForm';
import { useCatalogueTexts } from './texts';
import { useRuleChoice } from './usePricingFields';

export function RuleChoice({ prefix }: { prefix: string }) {
  const t = useCatalogueTexts();
  const { rule, id, message, errorId, change } = useRuleChoice(prefix);
  return (
    <div className="field">
      <label htmlFor={id}>{t.catRule}</label>
      <select id={id} value={rule} onChange={change} aria-invalid={message ? true : undefined} aria-describedby={errorId}>
        {RULES.map((r) => (
          <option key={r} value={r}>
            {t.catRules[r]}
          </option>
        ))}
      </select>
      <ErrorText id={errorId} message={message} />
    </div>
  );
}
