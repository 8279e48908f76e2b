import { dictionaryText } from '@/lib/dictionary';
import { blockAnchorId } from '@/lib/routes';
import { useState } from 'react';
import { nonEmpty } from '@/blocks/fields';
import type { Flashcard } from '@/cms/blocks/flashcards';
import type { BlockProps } from '../types';
import { ListingSection } from './CardListSection';
import styles from './Listing.module.css';

/**
 * `flashcardsBlock`: question on the front, answer on the back. Both sides are in the page; the hidden side is
 * aria-hidden (and inert), so a screen reader reads the side that shows. The card turns with its button
 * (keyboard: Enter or Space; `aria-pressed` says which side shows) or by clicking the card; the answer is also
 * announced politely when it turns up. With reduced motion the sides swap without turning.
 */
export function FlashcardsBlock({ block, site }: BlockProps<'flashcardsBlock'>) {
  const data = block.Data;
  if (data.cards.length === 0) return null;
  const headline = nonEmpty(block.Content.Headline);
  const flipLabel = dictionaryText(site.global?.Dictionaries, 'Aria.Flashcards.Flip', 'Vend kortet');
  return (
    <ListingSection
      headline={headline}
      anchorId={blockAnchorId(block.Content.AnchorId)}
      label="Spørgsmålskort"
      text={data.text}
    >
      <ul className={styles.flashcards}>
        {data.cards.map((card) => (
          <li key={card.Id}>
            <FlashcardItem card={card} flipLabel={flipLabel} headingLevel={headline ? 3 : 2} />
          </li>
        ))}
      </ul>
    </ListingSection>
  );
}

function FlashcardItem({
  card,
  flipLabel,
  headingLevel,
}: {
  card: Flashcard;
  flipLabel: string;
  headingLevel: 2 | 3;
}) {
  const [flipped, setFlipped] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const id = `flashcard-${card.Id}`;
  const toggle = () => setFlipped((value) => !value);
  return (
    <div className={`${styles.flashcard} ${flipped ? styles.flipped : ''}`}>
      {/* A click anywhere on the card turns it, for pointers; the button below is the keyboard's way. */}
      <div className={styles.scene} onClick={toggle}>
        <div className={styles.inner}>
          <div className={`${styles.face} ${styles.front}`} aria-hidden={flipped} inert={flipped}>
            {card.Category ? <p className={styles.faceLabel}>{card.Category}</p> : null}
            <Heading id={`${id}-spoergsmaal`}>{card.Question}</Heading>
          </div>
          <div className={`${styles.face} ${styles.back}`} aria-hidden={!flipped} inert={!flipped}>
            <p className={styles.faceLabel}>Svar</p>
            <p>{card.Answer}</p>
          </div>
        </div>
      </div>
      <button
        type="button"
        className={`button button--ghost ${styles.flip}`}
        aria-pressed={flipped}
        aria-label={`${flipLabel}: ${card.Question}`}
        onClick={toggle}
      >
        {flipLabel}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {flipped ? `Svar: ${card.Answer}` : ''}
      </p>
    </div>
  );
}
