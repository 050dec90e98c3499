import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  name: string;
  /** Bars for this period's figures; a line for the previous period's, drawn over them. */
  as: 'bar' | 'line';
  color: string;
}

export interface ReportChartProps {
  data: Record<string, string | number>[];
  series: ChartSeries[];
  xLabel: string;
  yLabel: string;
  format: (n: number) => string;
}

/** The report's chart (recharts), in its own chunk: loaded only once a report opens. Axis titles and numbers come in translated and formatted. */
export default function ReportChart({ data, series, xLabel, yLabel, format }: ReportChartProps) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 28, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" label={{ value: xLabel, position: 'insideBottom', offset: -16 }} interval="preserveStartEnd" />
        <YAxis
          tickFormatter={(v: number) => format(v)}
          allowDecimals={false}
          label={{ value: yLabel, angle: -90, position: 'insideLeft' }}
        />
        <Tooltip formatter={(value) => format(Number(value))} />
        <Legend verticalAlign="top" />
        {series.map((s) =>
          s.as === 'bar' ? (
            <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
          ) : (
            <Line key={s.key} dataKey={s.key} name={s.name} stroke={s.color} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
