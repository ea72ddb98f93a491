/** "Please fix the following errors:" with a link to each field; focused when a submit fails. */
import type { SummaryItem } from './lead-form-view';

export interface FormErrorSummaryProps {
  form: string;
  heading: string;
  items: readonly SummaryItem[];
}

export default function FormErrorSummary({ form, heading, items }: FormErrorSummaryProps) {
  return (
    <div
      data-summary
      hidden={items.length === 0}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${form}-summary`}
      className={
        'rounded-brand border-2 border-bad bg-page p-4 ' +
        'focus:outline-none focus-visible:ring-2 ' +
        'focus-visible:ring-bad'
      }
    >
      <p id={`${form}-summary`} className="font-bold text-bad">
        {heading}
      </p>
      <ul
        data-summary-list
        className="mt-2 list-disc space-y-1 pl-5 text-sm text-bad [&_a]:underline [&_a]:underline-offset-2"
      >
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the summary is rebuilt whole on each submit, never reordered
          <li key={i}>
            {item.controlId ? (
              <a
                href={`#${item.controlId}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.controlId ?? '')?.focus();
                }}
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
