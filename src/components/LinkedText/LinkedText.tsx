import { Fragment } from 'react';

// An address as people write it in running text: no spaces, one @, a dot in the domain. A full stop or comma
// right after it ends the sentence, not the address.
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

/**
 * Plain text from the CMS (not rich text), with each e-mail address in it a `mailto:` link, so "Spørgsmål kan
 * sendes til legater@fis-fonden.dk." can be acted on. Everything else stays text; React escapes it.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: (string | { email: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    parts.push(text.slice(last, match.index), { email: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <a key={index} href={`mailto:${part.email}`}>
            {part.email}
          </a>
        ),
      )}
    </>
  );
}
