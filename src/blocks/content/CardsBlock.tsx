import { CmsLink } from '@/components/CmsLink/CmsLink';
import { Image as CdnImage } from '@/components/Image/Image';
import type { BlockProps } from '../types';
import styles from './CardsBlock.module.css';
import { HeadedSection, sectionStyles } from './Section';
import { nonEmpty } from './shared';

/** A grid of cards on the theme's band; each card's title is one level below the block's headline. */
export function CardsBlock({ block }: BlockProps<'cardsBlock'>) {
  // Validated on the server (src/cms/blocks); a block that did not fit never reaches the page.
  const content = block.Content;
  const { Headline, AnchorId, Text, Theme } = content;
  const cards = content.Cards;
  if (cards.length === 0) return null;
  const headline = nonEmpty(Headline);
  const intro = nonEmpty(Text);
  const CardHeading = headline ? 'h3' : 'h2';
  return (
    <HeadedSection anchorId={AnchorId} headline={headline} theme={{ name: Theme, band: true }}>
      {intro ? <p className={sectionStyles.intro}>{intro}</p> : null}
      <ul className={styles.grid}>
        {cards.map((card, i) => (
          <li key={`${card.Headline}-${i}`} className={styles.card}>
            {card.Image ? (
              <CdnImage
                media={card.Image}
                sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw"
                widths={[320, 570, 800]}
                aspect={16 / 9}
                className={styles.image}
              />
            ) : null}
            <div className={styles.body}>
              <CardHeading className={styles.title}>{card.Headline}</CardHeading>
              {nonEmpty(card.Label) ? <p className={styles.label}>{card.Label}</p> : null}
              {nonEmpty(card.Text) ? <p className={styles.text}>{card.Text}</p> : null}
              {card.Link ? <CmsLink link={card.Link} className={styles.link} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
