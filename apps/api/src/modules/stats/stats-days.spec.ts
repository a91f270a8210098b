import { STATS_CSV_COLUMNS } from '@eps/contracts';
import { csvField, statsCsv } from './stats-csv';
import { dayIn, forecastOf, nextDay, scoresByDay, streakOf } from './stats-days';

const at = (iso: string) => new Date(iso);

describe('dayIn', () => {
  it('puts one instant on different days in different time zones', () => {
    const instant = at('2026-03-01T23:30:00Z');
    expect(dayIn(instant, 'UTC')).toBe('2026-03-01');
    expect(dayIn(instant, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(dayIn(at('2026-03-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-02-28');
  });

  it('steps over month, leap-day and year ends', () => {
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2026-03-01', 13)).toBe('2026-03-14');
  });
});

describe('scoresByDay', () => {
  it('sums marks per source and day, in percent, with null for a source not practised that day', () => {
    const days = scoresByDay(
      [
        { source: 'quiz', at: at('2026-05-01T10:00:00Z'), score: 1, max_score: 2 },
        { source: 'quiz', at: at('2026-05-01T11:00:00Z'), score: 2, max_score: 2 },
        { source: 'questions', at: at('2026-05-01T12:00:00Z'), score: 0, max_score: 1 },
        { source: 'grader', at: at('2026-05-03T09:00:00Z'), score: 2, max_score: 3 },
      ],
      'UTC',
    );
    expect(days).toEqual([
      { date: '2026-05-01', quiz: 75, grader: null, questions: 0, attempts: 3 },
      { date: '2026-05-03', quiz: null, grader: 66.7, questions: null, attempts: 1 },
    ]);
  });
});

describe('streakOf', () => {
  const activity = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-06', '2026-05-07'].map((d) =>
    at(`${d}T12:00:00Z`),
  );

  it('finds the longest run and the current one ending today', () => {
    expect(streakOf(activity, 'UTC', '2026-05-07')).toEqual({
      current: 2,
      longest: 3,
      activeDays: 5,
      lastActiveDate: '2026-05-07',
    });
  });

  it('keeps the current streak through a day that is not over yet, and ends it after a missed day', () => {
    expect(streakOf(activity, 'UTC', '2026-05-08').current).toBe(2);
    expect(streakOf(activity, 'UTC', '2026-05-09').current).toBe(0);
  });

  it('counts days in the user’s time zone: two UTC days can be one local day', () => {
    const lateAndEarly = [at('2026-05-01T23:30:00Z'), at('2026-05-02T00:30:00Z')];
    expect(streakOf(lateAndEarly, 'UTC', '2026-05-02')).toMatchObject({ current: 2, activeDays: 2 });
    expect(streakOf(lateAndEarly, 'America/New_York', '2026-05-01')).toMatchObject({
      current: 1,
      activeDays: 1,
    });
  });

  it('is all zeros without activity', () => {
    expect(streakOf([], 'UTC', '2026-05-01')).toEqual({
      current: 0,
      longest: 0,
      activeDays: 0,
      lastActiveDate: null,
    });
  });
});

describe('forecastOf', () => {
  it('counts cards per day for 14 days, overdue ones today, and leaves out later ones', () => {
    const forecast = forecastOf(
      [
        at('2026-04-20T08:00:00Z'),
        at('2026-05-01T08:00:00Z'),
        at('2026-05-03T08:00:00Z'),
        at('2026-05-03T20:00:00Z'),
        at('2026-05-14T08:00:00Z'),
        at('2026-05-15T08:00:00Z'),
      ],
      'UTC',
      '2026-05-01',
    );
    expect(forecast).toHaveLength(14);
    expect(forecast[0]).toEqual({ date: '2026-05-01', due: 2 });
    expect(forecast[2]).toEqual({ date: '2026-05-03', due: 2 });
    expect(forecast[13]).toEqual({ date: '2026-05-14', due: 1 });
    expect(forecast.reduce((sum, d) => sum + d.due, 0)).toBe(5);
  });
});

describe('the CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField(-1)).toBe('-1');
    expect(csvField(null)).toBe('');
  });

  it('writes the header and one CRLF-ended row per record', () => {
    const csv = statsCsv([
      {
        occurred_at: at('2026-05-01T10:00:00Z'),
        type: 'graded-answer',
        tool: 'exam-grader',
        item: 'Why, then?',
        score: 1,
        max_score: 2,
        seconds: null,
      },
    ]);
    expect(csv).toBe(
      `${STATS_CSV_COLUMNS.join(',')}\r\n2026-05-01T10:00:00.000Z,graded-answer,exam-grader,"Why, then?",1,2,\r\n`,
    );
  });
});
