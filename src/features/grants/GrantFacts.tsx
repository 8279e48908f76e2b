import { CmsLink } from '@/components/CmsLink/CmsLink';
import { LinkedText } from '@/components/LinkedText/LinkedText';
import { formatLongDate, formatTime } from '@/lib/dates';
import styles from './Grants.module.css';
import { deadlinePassed, type GrantInfo } from './grant-info';
import { Fact } from '@/components/FactsPanel/Fact';
import facts from '@/components/FactsPanel/FactsPanel.module.css';

/** A grant page's facts: deadline (or that it has passed), amount, category, how to apply and the apply link. */
export function GrantFacts({ grant }: { grant: GrantInfo }) {
  const passed = deadlinePassed(grant);
  const paragraphs = grant.HowToApply.split(/\n{2,}|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <section className={`container ${facts.panel}`} aria-labelledby="legat-fakta">
      <h2 id="legat-fakta" className={facts.title}>
        Fakta om legatet
      </h2>
      <dl className={facts.list}>
        <Fact term="Ansøgningsfrist">
          <time dateTime={grant.Deadline}>{formatLongDate(grant.Deadline)}</time> kl.{' '}
          {formatTime(grant.Deadline)}
        </Fact>
        {grant.Amount ? <Fact term="Beløb">{grant.Amount}</Fact> : null}
        {grant.Category ? <Fact term="Kategori">{grant.Category}</Fact> : null}
      </dl>
      {passed ? (
        <p className={styles.closed}>
          <strong>Ansøgningsfristen er overskredet.</strong>
        </p>
      ) : null}
      {paragraphs.length > 0 ? (
        <>
          <h3>Sådan søger du</h3>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <LinkedText text={paragraph} />
            </p>
          ))}
        </>
      ) : null}
      {!passed && grant.ApplyLink ? (
        <p>
          <CmsLink link={grant.ApplyLink} className="button" />
        </p>
      ) : null}
    </section>
  );
}
