import { expect, type Page } from '@playwright/test';

/**
 * A little history for the signed-in user of `page`, made through the API: a quiz of three numeric
 * items on AP Physics 1 kinematics, each answered (so the review forecast has cards), and an answer
 * marked by the exam grader against a two-point scheme.
 */
export async function practiseThroughApi(page: Page) {
  const tree = await (await page.request.get('/api/syllabuses/ap-physics-1/topics')).json();
  const kinematics = tree.topics.find((t: { code: string }) => t.code === '1').id as string;
  const made = await page.request.post('/api/quizzes', {
    data: { topicIds: [kinematics], count: 3, types: ['numeric'] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const quiz = (await made.json()) as { id: string; items: Array<{ id: string }> };
  for (const item of quiz.items) {
    const res = await page.request.post(`/api/quizzes/${quiz.id}/answers`, {
      data: { itemId: item.id, answer: '1' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const marked = await page.request.post('/api/grader/mark', {
    data: {
      question: 'How can salt be got back from salt water?',
      markScheme: [
        { point: 'The water evaporates', marks: 1 },
        { point: 'Salt crystals are left behind', marks: 1 },
      ],
      answer: 'Heat it until the water evaporates; salt crystals are left behind.',
    },
  });
  expect(marked.status(), await marked.text()).toBe(200);
}
