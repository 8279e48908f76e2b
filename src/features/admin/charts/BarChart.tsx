import { Bar, BarChart as RechartsBarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { LabelProps } from 'recharts';
import { usePrefersReducedMotion } from '@/lib/client/reduced-motion';
import { chartHeight, type BarDatum } from './chart-data';

const TEXT = 'var(--text)';

/** The category's name written above its bar, so a long name never squeezes the bars on a narrow screen. */
function CategoryLabel({ x, y, value }: LabelProps) {
  return (
    <text x={Number(x)} y={Number(y) - 7} fill={TEXT} fontSize={14}>
      {String(value)}
    </text>
  );
}

/**
 * A horizontal bar chart (recharts) for the admin screens: one bar per row with its name above it and its
 * number written at its end, so the chart is read by its labels and numbers, never by colour. It is a picture
 * only: the frame around it (ChartFigure) gives it its text alternative and the table beside it carries the
 * numbers for a screen reader and the keyboard, so recharts' own keyboard layer is off. It animates only
 * when the person has not asked for reduced motion.
 */
export default function BarChart({ data, valueName }: { data: readonly BarDatum[]; valueName: string }) {
  const reducedMotion = usePrefersReducedMotion(true);
  return (
    <ResponsiveContainer width="100%" height={chartHeight(data.length)}>
      <RechartsBarChart
        data={data}
        layout="vertical"
        margin={{ top: 22, right: 56, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <XAxis type="number" dataKey="value" hide allowDecimals={false} domain={[0, 'dataMax']} />
        <YAxis type="category" dataKey="label" hide />
        <Bar
          dataKey="value"
          name={valueName}
          fill="var(--color-oxford-blue)"
          radius={[0, 4, 4, 0]}
          barSize={22}
          minPointSize={3}
          isAnimationActive={!reducedMotion}
        >
          <LabelList dataKey="label" content={CategoryLabel} />
          <LabelList dataKey="value" position="right" fill={TEXT} fontSize={15} fontWeight={700} />
        </Bar>
      </RechartsBarChart>
    </ResponsiveContainer>
  );
}
