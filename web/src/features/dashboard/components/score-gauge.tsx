import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

type ScoreGaugeProps = { score: number; tone: 'success' | 'warning' | 'error' };

/**
 * The compliance score's gauge. It lives in its own module so the charts library loads only when
 * the dashboard draws it, not with the app's first JavaScript.
 */
const ScoreGauge = ({ score, tone }: ScoreGaugeProps) => {
  const theme = useTheme();
  return (
    <Gauge
      width={200}
      height={150}
      value={score}
      startAngle={-110}
      endAngle={110}
      innerRadius="78%"
      cornerRadius="50%"
      text={({ value }) => `${value ?? 0}%`}
      sx={{
        [`& .${gaugeClasses.valueText}`]: { fontSize: 30, fontWeight: 700 },
        [`& .${gaugeClasses.valueArc}`]: { fill: theme.palette[tone].main },
        [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.grey[200] },
      }}
    />
  );
};

export default ScoreGauge;
