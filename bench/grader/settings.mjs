/**
 * The grader bench's evaluation settings. Each returns one outcome per test answer: the engine's 2-way
 * and 3-way labels next to the gold ones and the majority-class baseline of its own training data.
 */
import {
  answerFoldOf,
  asExemplar,
  foldOf,
  groupByQuestion,
  markingRequest,
  trainExemplarModel,
  trainModel,
} from './experiment.mjs';

/** SemEval's unseen questions: folds by question, so the model and the marker never saw the question. */
export function unseenQuestions(engine, lexicon, rows, folds) {
  const outcomes = [];
  for (let fold = 0; fold < folds; fold++) {
    const training = rows.filter((r) => foldOf(r.question.id, folds) !== fold);
    const grader = new engine.OfflineGrader(trainModel(engine, training), lexicon);
    const testing = rows.filter((r) => foldOf(r.question.id, folds) === fold);
    outcomes.push(...markAll(grader, testing, training, () => []));
  }
  return outcomes;
}

/**
 * SemEval's unseen answers: folds by answer within each question; the models are trained on the other
 * folds, whose answers to the same question are the marked exemplars.
 */
export function unseenAnswers(engine, lexicon, rows, folds) {
  const outcomes = [];
  for (let fold = 0; fold < folds; fold++) {
    const training = rows.filter((r) => answerFoldOf(r, folds) !== fold);
    outcomes.push(
      ...markWithExemplars(
        engine,
        lexicon,
        training,
        rows.filter((r) => answerFoldOf(r, folds) === fold),
      ),
    );
  }
  return outcomes;
}

/**
 * Marks the given test rows with models trained on the training rows; a test answer's exemplars are
 * the training answers to the same question (none for a question the training rows do not have).
 */
export function markWithExemplars(engine, lexicon, training, testing) {
  const grader = new engine.OfflineGrader(
    trainModel(engine, training),
    lexicon,
    trainExemplarModel(engine, lexicon, training),
  );
  const byQuestion = groupByQuestion(training);
  const exemplarsOf = (r) => byQuestion.get(r.question.id) ?? [];
  // A stronger baseline where exemplars exist: the most common label among the question's own answers.
  return markAll(grader, testing, training, (r) => exemplarsOf(r).map(asExemplar)).map((o, i) => {
    const own = exemplarsOf(testing[i]);
    if (own.length === 0) return { ...o, questionBaseline3: o.baseline3, questionBaseline2: o.baseline2 };
    return {
      ...o,
      questionBaseline3: mostCommon(own.map((r) => r.answer.label3)),
      questionBaseline2: mostCommon(own.map((r) => r.answer.label2)),
    };
  });
}

function markAll(grader, testing, training, exemplarsOf) {
  const majority3 = mostCommon(training.map((r) => r.answer.label3));
  const majority2 = mostCommon(training.map((r) => r.answer.label2));
  return testing.map((r) => {
    const request = markingRequest(r.question, r.answer.answer);
    request.points[0].exemplars = exemplarsOf(r);
    const [point] = grader.markNow(request).points;
    return {
      corpus: r.question.corpus,
      gold3: r.answer.label3,
      gold2: r.answer.label2,
      engine3: point.awarded ? 'correct' : point.verdict === 'contradicted' ? 'contradictory' : 'incorrect',
      engine2: point.awarded ? 'correct' : 'incorrect',
      baseline3: majority3,
      baseline2: majority2,
    };
  });
}

function mostCommon(labels) {
  const counts = new Map();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}
