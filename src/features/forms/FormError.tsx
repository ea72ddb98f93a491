/** A field's message, linked from its control by aria-describedby; hidden until the form shows one. */
export default function FormError({
  id,
  name,
  message,
  className = 'fc-error',
}: {
  id: string;
  name: string;
  message: string;
  className?: string;
}) {
  return (
    <p id={id} className={className} data-error-for={name} hidden={!message}>
      {message}
    </p>
  );
}

/** The aria-describedby of a control: its message first while one shows, then its other descriptions. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id));
  return list.length > 0 ? list.join(' ') : undefined;
}
