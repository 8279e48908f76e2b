import { AppLink } from '@/components/AppLink/AppLink';
import styles from './Overview.module.css';
import type { ProgrammeTasks, TaskStep } from '@/lib/screens/teacher-tasks';

/** "Dine næste skridt": per programme, the ordered steps with what is done and a link to the next ones. */
export function TaskLists({ tasks, failed }: { tasks: ProgrammeTasks[]; failed: boolean }) {
  return (
    <section aria-labelledby="skridt-titel" className={styles.section}>
      <h2 id="skridt-titel">Dine næste skridt</h2>
      {tasks.length === 0 ? (
        <p className={styles.empty}>
          {failed
            ? 'Dine programmer kunne ikke hentes lige nu, så vi kan ikke vise dine næste skridt.'
            : 'Der er ingen programmer at vise lige nu.'}
        </p>
      ) : (
        <div className={styles.taskGrid}>
          {tasks.map((programme) => (
            <TaskList key={programme.programName} programme={programme} />
          ))}
        </div>
      )}
    </section>
  );
}

function TaskList({ programme }: { programme: ProgrammeTasks }) {
  const titleId = `skridt-${programme.programName}`;
  const done = programme.steps.filter((step) => step.done).length;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {programme.displayName}
      </h3>
      <p className={styles.muted}>
        {programme.next === null
          ? 'Alt er klar. Du har ikke noget at gøre lige nu.'
          : `${done} af ${programme.steps.length} skridt er klaret.`}
      </p>
      <ol className={styles.steps}>
        {programme.steps.map((step) => (
          <Step key={step.id} step={step} next={programme.next === step.id} />
        ))}
      </ol>
    </article>
  );
}

function Step({ step, next }: { step: TaskStep; next: boolean }) {
  return (
    <li className={`${styles.step} ${step.done ? styles.stepDone : ''} ${next ? styles.stepNext : ''}`}>
      <span className={styles.stepMark} aria-hidden="true">
        {step.done ? '✓' : ''}
      </span>
      <div>
        <p className={styles.stepText}>
          <span className="visually-hidden">{step.done ? 'Klaret: ' : 'Mangler: '}</span>
          {step.text}
        </p>
        {step.detail ? <p className={styles.stepDetail}>{step.detail}</p> : null}
        {step.action ? (
          <AppLink href={step.href} className={styles.stepLink}>
            {step.action}
            <span className="visually-hidden"> – {step.text}</span>
          </AppLink>
        ) : null}
      </div>
    </li>
  );
}
