import { blockAnchorId } from '@/lib/routes';
import { useId } from 'react';
import { RichText } from '@/components/RichText/RichText';
import type { BlockProps } from '../types';
import { Section, SectionHeadline, sectionStyles } from './Section';
import { nonEmpty } from './shared';

/** Rich text from the CMS under an optional h2. */
export function RichTextBlock({ block }: BlockProps<'richTextBlock'>) {
  const headingId = useId();
  // Validated on the server (src/cms/blocks); a block that did not fit never reaches the page.
  const content = block.Content;
  const { Headline, AnchorId, Text, Mode } = content;
  const headline = nonEmpty(Headline);
  if (!headline && !Text.trim()) return null;
  return (
    <Section anchorId={blockAnchorId(AnchorId)} labelledBy={headline ? headingId : undefined}>
      <div className={`container ${sectionStyles.narrow}`}>
        <SectionHeadline id={headingId} text={headline} />
        <RichText html={Text} mode={Mode} />
      </div>
    </Section>
  );
}
