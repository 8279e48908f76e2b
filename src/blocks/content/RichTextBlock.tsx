import { useId } from 'react';
import * as z from 'zod/mini';
import { RichText } from '@/components/RichText/RichText';
import type { BlockProps } from '../types';
import { Section, sectionStyles } from './Section';
import { anchored, anchorIdOf, nonEmpty } from './shared';

const richTextSchema = z.object({
  ...anchored,
  /** Prepared on the server (src/server/content/preparers-content.ts): sanitised and rewritten. */
  Text: z.string(),
  Mode: z.catch(z.enum(['new', 'old']), 'new'),
});

/** Rich text from the CMS under an optional h2. */
export function RichTextBlock({ block }: BlockProps) {
  const headingId = useId();
  const content = richTextSchema.safeParse(block.Content);
  if (!content.success) return null;
  const { Headline, AnchorId, Text, Mode } = content.data;
  const headline = nonEmpty(Headline);
  if (!headline && !Text.trim()) return null;
  return (
    <Section anchorId={anchorIdOf(AnchorId)} labelledBy={headline ? headingId : undefined}>
      <div className={`container ${sectionStyles.narrow}`}>
        {headline ? (
          <h2 id={headingId} className={sectionStyles.headline}>
            {headline}
          </h2>
        ) : null}
        <RichText html={Text} mode={Mode} />
      </div>
    </Section>
  );
}
