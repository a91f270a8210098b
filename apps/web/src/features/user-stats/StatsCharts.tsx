import { BarChart, LineChart } from '@mantine/charts';
import type { ForecastDay, MasteryEntry, ScoreDay, ToolUsage } from '@eps/contracts';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';
import { formatDuration, percent, shortDate, toolName } from './stats-format';

/**
 * The charts are pictures only, without recharts' keyboard layer (ChartCard hides them from screen
 * readers): the table behind each one is what keyboard and screen-reader users get.
 */
const PICTURE_ONLY = { accessibilityLayer: false } as const;

/** Bars of a horizontal bar chart need room for their label; a phone shows them all the same. */
const barsHeight = (count: number) => 60 + count * 36;

export function ToolUsageCard({ tools }: { tools: ToolUsage[] }) {
  const data = tools.map((t) => ({
    tool: toolName(t.tool),
    Uses: t.uses,
    Minutes: Math.round(t.seconds / 60),
  }));
  return (
    <ChartCard
      title="Time and use per tool"
      description="Uses are the things you did (a compile, a mark, an answer); time is how long the tool's page was open in front of you."
      empty={tools.length ? null : 'No tool used yet. Open a tool and its use shows here.'}
      chart={
        <BarChart
          {...PICTURE_ONLY}
          h={barsHeight(data.length)}
          data={data}
          dataKey="tool"
          orientation="vertical"
          yAxisProps={{ width: 120 }}
          xAxisProps={{ allowDecimals: false }}
          series={[
            { name: 'Uses', color: 'indigo.6' },
            { name: 'Minutes', color: 'teal.6' },
          ]}
          withLegend
        />
      }
      table={
        <DataTable
          caption="Uses, visits and time per tool"
          headers={['Tool', 'Uses', 'Visits', 'Time']}
          rows={tools.map((t) => ({
            key: t.tool,
            cells: [toolName(t.tool), t.uses, t.visits, formatDuration(t.seconds)],
          }))}
        />
      }
    />
  );
}

export function ScoresCard({ scores }: { scores: ScoreDay[] }) {
  const data = scores.map((d) => ({
    day: shortDate(d.date),
    Quizzes: d.quiz,
    Grader: d.grader,
    'Exam questions': d.questions,
  }));
  return (
    <ChartCard
      title="Scores over time"
      description="The share of marks you gained each day in quizzes, the exam grader and exam questions."
      empty={
        scores.length ? null : 'No marked answers yet. Answer a quiz or an exam question to see your scores.'
      }
      chart={
        <LineChart
          {...PICTURE_ONLY}
          h={260}
          data={data}
          dataKey="day"
          yAxisProps={{ domain: [0, 100] }}
          valueFormatter={(v) => `${v}%`}
          connectNulls
          withLegend
          series={[
            { name: 'Quizzes', color: 'indigo.6' },
            { name: 'Grader', color: 'orange.6' },
            { name: 'Exam questions', color: 'teal.6' },
          ]}
        />
      }
      table={
        <DataTable
          caption="Share of marks gained per day"
          headers={['Day', 'Quizzes', 'Grader', 'Exam questions', 'Answers']}
          rows={scores.map((d) => ({
            key: d.date,
            cells: [d.date, percent(d.quiz), percent(d.grader), percent(d.questions), d.attempts],
          }))}
        />
      }
    />
  );
}

/** The weakest points are the ones to practise, so the chart shows those first (the table has all). */
const MASTERY_CHART_POINTS = 10;

export function MasteryCard({ mastery }: { mastery: MasteryEntry[] }) {
  const pct = (m: MasteryEntry) => Math.round(m.mastery * 100);
  const data = mastery
    .slice(0, MASTERY_CHART_POINTS)
    .map((m) => ({ point: `${m.code} ${m.name}`, Mastery: pct(m) }));
  return (
    <ChartCard
      title="Mastery per topic, weakest first"
      description="How likely you are to recall each specification point you practised a week from now."
      empty={mastery.length ? null : 'No topic practised yet. Answer bank questions to see your mastery.'}
      chart={
        <BarChart
          {...PICTURE_ONLY}
          h={barsHeight(data.length)}
          data={data}
          dataKey="point"
          orientation="vertical"
          yAxisProps={{ width: 140 }}
          xAxisProps={{ domain: [0, 100] }}
          valueFormatter={(v) => `${v}%`}
          series={[{ name: 'Mastery', color: 'grape.6' }]}
        />
      }
      table={
        <DataTable
          caption="Mastery per specification point, weakest first"
          headers={['Specification point', 'Mastery', 'Answers', 'Right', 'Last practised']}
          rows={mastery.map((m) => ({
            key: m.topicId,
            cells: [
              `${m.code} ${m.name}`,
              `${pct(m)}%`,
              m.attempts,
              m.correct,
              new Date(m.lastPractised).toLocaleDateString(),
            ],
          }))}
        />
      }
    />
  );
}

export function ForecastCard({ forecast }: { forecast: ForecastDay[] }) {
  const total = forecast.reduce((sum, d) => sum + d.due, 0);
  return (
    <ChartCard
      title="Reviews due in the next 14 days"
      description="Quiz items your review schedule (FSRS) brings back each day; today includes overdue ones."
      empty={total ? null : 'Nothing to review in the next 14 days.'}
      chart={
        <BarChart
          {...PICTURE_ONLY}
          h={220}
          data={forecast.map((d) => ({ day: shortDate(d.date), Due: d.due }))}
          dataKey="day"
          yAxisProps={{ allowDecimals: false }}
          series={[{ name: 'Due', color: 'blue.6' }]}
        />
      }
      table={
        <DataTable
          caption="Review cards due per day"
          headers={['Day', 'Due']}
          rows={forecast.map((d) => ({ key: d.date, cells: [d.date, d.due] }))}
        />
      }
    />
  );
}
