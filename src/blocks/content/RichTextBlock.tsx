import { RichText } from '@/components/RichText/RichText';
import type { BlockProps } from '../types';
import { HeadedSection } from './Section';
import { nonEmpty } from './shared';

/** Rich text from the CMS under an optional h2. */
export function RichTextBlock({ block }: BlockProps<'richTextBlock'>) {
  // Validated on the server (src/cms/blocks); a block that did not fit never reaches the page.
  const content = block.Content;
  const { Headline, AnchorId, Text, Mode } = content;
  const headline = nonEmpty(Headline);
  if (!headline && !Text.trim()) return null;
  return (
    <HeadedSection anchorId={AnchorId} headline={headline} narrow>
      <RichText html={Text} mode={Mode} />
    </HeadedSection>
  );
}
