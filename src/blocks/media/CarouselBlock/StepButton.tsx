import styles from './CarouselBlock.module.css';

const CHEVRONS = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7' } as const;

/** "Forrige dias" / "Næste dias": an arrow button that stays focusable at the ends (aria-disabled). */
export function StepButton({
  direction,
  label,
  disabled,
  onClick,
}: {
  direction: keyof typeof CHEVRONS;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.control}
      aria-label={label}
      aria-disabled={disabled}
      onClick={onClick}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
        <path
          d={CHEVRONS[direction]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
