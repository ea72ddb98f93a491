/**
 * The valuation's kilometres (spec 02 §5): a text field with the ' kms' suffix and quick picks from
 * 20,000 to 200,000. A pick fills the field; it shows as pressed while the figure is its own.
 */
import { useRef, useState } from 'react';
import { parseWholeNumber } from '../../contracts/lead-payload';
import FormField from './FormField';
import type { ValuationTexts } from './form-texts';
import { formatKms, formatKmsFigure, KMS_QUICK_PICKS } from './valuation-flow';

export default function ValuationKms({ form, texts }: { form: string; texts: ValuationTexts }) {
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const figure = parseWholeNumber(typed);
  const pick = (kms: number) => {
    const field = input.current;
    if (!field) return;
    field.value = formatKmsFigure(kms);
    // As if typed: the form clears the field's message, and the picks follow.
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.focus();
  };
  return (
    <div className="sm:col-span-2">
      <FormField
        form={form}
        name="kms"
        label={texts.kms}
        required
        inputMode="numeric"
        maxLength={12}
        placeholder={texts.kmsPlaceholder}
        suffix={texts.kmsSuffix}
        autoComplete="off"
        inputRef={input}
        onInput={(event) => setTyped(event.currentTarget.value)}
      />
      <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label={texts.kmsQuickPicks}>
        {KMS_QUICK_PICKS.map((kms) => (
          <button
            key={kms}
            type="button"
            className={
              'fc-quick-pick min-h-9 rounded-full border border-line px-3 ' +
              'py-1.5 text-sm font-semibold text-ink hover:border-brand'
            }
            data-kms={kms}
            aria-pressed={figure === kms}
            onClick={() => pick(kms)}
          >
            {formatKms(kms)}
          </button>
        ))}
      </div>
    </div>
  );
}
