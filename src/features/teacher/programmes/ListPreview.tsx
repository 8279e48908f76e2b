import { Fragment, type RefObject } from 'react';
import { blockingProblem, peopleText, SEPARATOR_NAMES, type ListCheck, type RowStatus } from './pasted-list';
import styles from './Programmes.module.css';

const STATUS_TEXT: Record<RowStatus, string> = {
  ok: 'Tilmeldes',
  invalid: 'Ugyldig',
  duplicate: 'Dublet',
  'signed-up': 'Allerede tilmeldt',
};

/** The checked list before it is sent: a summary, the seats, every row with its status, and the send button. */
export function ListPreview({
  check,
  headingRef,
  headingId,
  sending,
  onSend,
}: {
  check: ListCheck;
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
  sending: boolean;
  onSend: () => void;
}) {
  const problem = blockingProblem(check);
  const count = check.participants.length;
  return (
    <section aria-labelledby={headingId} className={styles.preview}>
      <h5 ref={headingRef} id={headingId} tabIndex={-1} className={styles.previewTitle}>
        Forhåndsvisning: {peopleText(count)} kan tilmeldes
      </h5>
      <ul className={styles.summaryList}>
        <li>
          {check.rows.length} {check.rows.length === 1 ? 'række' : 'rækker'} læst (adskilt med{' '}
          {SEPARATOR_NAMES[check.separator]}
          {check.headerSkipped ? ', overskriftsrækken er sprunget over' : ''}).
        </li>
        {check.leftOut > 0 ? (
          <li>
            {check.leftOut} {check.leftOut === 1 ? 'række bliver' : 'rækker bliver'} ikke sendt – se hvorfor i
            tabellen.
          </li>
        ) : null}
        {check.remainingSeats !== null ? (
          <li>
            Ledige pladser nu: {check.remainingSeats}.
            {problem ? '' : ` Efter tilmeldingen: ${check.remainingSeats - count}.`}
          </li>
        ) : null}
      </ul>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {check.tooMany ? null : (
        <table className={styles.table}>
          <caption className="visually-hidden">Rækkerne i listen og om de tilmeldes</caption>
          <thead>
            <tr>
              <th scope="col">Linje</th>
              <th scope="col">Navn og e-mail</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {check.rows.map((row) => (
              <tr key={row.line} className={row.status === 'ok' ? undefined : styles.leftOut}>
                <td>{row.line}</td>
                <td>
                  {row.name || <em>(intet navn)</em>}
                  <br />
                  <span className={styles.email}>
                    {row.email ? <EmailText email={row.email} /> : <em>(ingen e-mail)</em>}
                  </span>
                </td>
                <td>
                  <strong>{STATUS_TEXT[row.status]}</strong>
                  {row.reason ? <span className={styles.reason}>{row.reason}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {problem ? null : (
        <button type="button" className="button" aria-disabled={sending} onClick={onSend}>
          {sending ? 'Tilmelder …' : `Tilmeld ${peopleText(count)}`}
        </button>
      )}
    </section>
  );
}

/**
 * An e-mail that may wrap before its "@" and its dots, never inside a word: a phone's narrow column broke
 * "ib.hansen@example.dk" anywhere ("ib.han|sen@exa|mple.dk").
 */
function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
