/**
 * /success (spec 02 §2, §4): the confirmation after a lead form. What was sent, its reference and
 * the way back to the car come from the success record the form kept in the browser, read after
 * hydration (the built page is the same for everyone: it thanks the shopper and says what happens next).
 */
import { useEffect, useState } from 'react';
import type { SuccessContacts, SuccessPhone } from './success-contacts';
import { parseSuccessRecord, SUCCESS_RECORD_KEY, successContact, type SuccessRecord } from './success-record';

/** The page's words. */
export interface LeadSuccessTexts {
  heading: string;
  text: string;
  sentHeading: string;
  reference: string;
  nextHeading: string;
  /** The three next steps; the last ends with the phone number where the site has one. */
  next: [string, string, string];
  backToCar: string;
  browse: string;
  /** Label of the car's row. */
  vehicle: string;
  /** What each kind of lead is called ("Test drive request"). */
  kinds: Record<string, string>;
}

export interface LeadSuccessProps {
  texts: LeadSuccessTexts;
  /** The site's own number, until the record says which location the lead went to. */
  phone?: SuccessPhone | undefined;
  /** Each location's and dealership's number (success-contacts.ts). */
  contacts?: SuccessContacts | undefined;
  browseHref: string;
}

function readRecord(): SuccessRecord | undefined {
  try {
    return parseSuccessRecord(localStorage.getItem(SUCCESS_RECORD_KEY));
  } catch {
    return undefined;
  }
}

export default function LeadSuccess({ texts, phone: sitePhone, contacts, browseHref }: LeadSuccessProps) {
  const [record, setRecord] = useState<SuccessRecord>();
  useEffect(() => setRecord(readRecord()), []);
  // The location that holds the car (or the one chosen) answers the phone, not the group's switchboard.
  const phone = contacts ? successContact(record, contacts, sitePhone) : sitePhone;
  const rows = record
    ? [...(record.car ? [{ label: texts.vehicle, value: record.car.title }] : []), ...record.rows]
    : [];
  const back = record?.car?.href?.startsWith('/') ? record.car.href : undefined;
  return (
    <div className="flex flex-col gap-8" data-lead-success>
      <header className="flex flex-col items-start gap-4">
        <span className="grid size-14 place-items-center rounded-full bg-ok text-white" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{texts.heading}</h1>
        <p className="text-lg text-muted">{texts.text}</p>
      </header>
      <section data-sent hidden={!record} aria-labelledby="success-sent" className="fc-card">
        <h2 id="success-sent" className="font-display text-xl font-extrabold text-ink">
          {texts.sentHeading}
        </h2>
        <p className="mt-1 text-sm font-semibold text-brand" data-kind>
          {record ? (texts.kinds[record.kind] ?? record.heading) : ''}
        </p>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]" data-rows>
          {rows.map((row, i) => [
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one stored lead, fixed once shown
            <dt key={`t${i}`} className="text-sm font-semibold text-muted">
              {row.label}
            </dt>,
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <dd key={`d${i}`} className="break-words text-ink">
              {row.value}
            </dd>,
          ])}
        </dl>
        <p className="mt-4 text-sm text-muted">
          {`${texts.reference}: `}
          <span className="font-mono text-ink" data-reference>
            {record?.lead_id}
          </span>
        </p>
      </section>
      <section aria-labelledby="success-next">
        <h2 id="success-next" className="font-display text-xl font-extrabold text-ink">
          {texts.nextHeading}
        </h2>
        <ol className="mt-4 grid gap-3">
          {texts.next.map((text, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: numbered steps from the config, fixed for the page
            <li key={i} className="flex items-start gap-3">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-soft font-bold text-brand">
                {i + 1}
              </span>
              <span className="pt-1 text-ink">
                {text}
                {i === 2 && phone && (
                  <>
                    {' '}
                    <a
                      className="font-semibold text-brand underline underline-offset-2"
                      href={phone.href}
                      data-success-phone
                    >
                      {phone.text}
                    </a>
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <div className="flex flex-wrap gap-3">
        <a data-back-to-car hidden={!back} className="fc-btn fc-btn-outline" href={back ?? '/'}>
          {texts.backToCar}
        </a>
        <a className="fc-btn fc-btn-primary" href={browseHref}>
          {texts.browse}
        </a>
      </div>
    </div>
  );
}
