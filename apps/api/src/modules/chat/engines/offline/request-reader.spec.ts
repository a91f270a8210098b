import { looksLikeMaths, readRequest } from './request-reader';

describe('readRequest', () => {
  it.each([
    ['what is the derivative of x^2 sin x', 'differentiate', 'x^2 sin x', undefined],
    ['solve 2x+3=7', 'solve', '2x+3=7', undefined],
    ['integrate x e^x dx', 'integrate', 'x e^x', 'x'],
    ['d/dx ln(x^2+1)', 'differentiate', 'ln(x^2+1)', 'x'],
    ['find the roots of x^2 - 5x + 6', 'solve', 'x^2 - 5x + 6', undefined],
    ['\\frac{d}{dt} \\sin(t^2)', 'differentiate', '\\sin(t^2)', 't'],
    ['\\int x^2 \\, dx', 'integrate', 'x^2', 'x'],
    ['can you factor x²−9 please', 'factorise', 'x²−9', undefined],
    ['Expand the brackets (x+2)(x-3)', 'expand', '(x+2)(x-3)', undefined],
    ['differentiate e^(3y) with respect to y', 'differentiate', 'e^(3y)', 'y'],
    ['2x + 3 = 11, solve for x', 'solve', '2x + 3 = 11', 'x'],
    ['whats 2+2', 'evaluate', '2+2', undefined],
    ['what is 5 km in m', 'evaluate', '5 km in m', undefined],
    ['find dy/dx if y = x^3 + 2x', 'differentiate', 'x^3 + 2x', undefined],
    ['differentiate: f(x) = 5x^4 - 3x', 'differentiate', '5x^4 - 3x', undefined],
    ['solve for t: 3t - 7 = 2t + 5', 'solve', '3t - 7 = 2t + 5', 't'],
    ['expand and simplify (2x-1)^2', 'expand', '(2x-1)^2', undefined],
    [
      'solve the simultaneous equations x + y = 5 and x - y = 1',
      'solve',
      'x + y = 5 and x - y = 1',
      undefined,
    ],
    ['what is 7 squared', 'evaluate', '7 squared', undefined],
  ])('reads "%s" as maths: %s of %s', (message, operation, expression, variable) => {
    const request = readRequest(message);
    expect(request).toMatchObject({ kind: 'maths', operation, expression });
    if (variable) expect(request).toMatchObject({ variable });
  });

  it.each([
    ['what is the limit of sin(x)/x as x->0', 'sin(x)/x', '0'],
    ['lim x→0 (1-cos x)/x^2', '(1-cos x)/x^2', '0'],
    ['\\lim_{x \\to \\infty} \\frac{1}{x}', '\\frac{1}{x}', 'inf'],
    ['limit as x approaches 2 of (x^2-4)/(x-2)', '(x^2-4)/(x-2)', '2'],
  ])('reads the limit in "%s"', (message, expression, approaching) => {
    expect(readRequest(message)).toMatchObject({
      kind: 'maths',
      operation: 'limit',
      expression,
      variable: 'x',
      approaching,
    });
  });

  it.each([
    ['define entropy', { kind: 'define', term: 'entropy' }],
    ['what does osmosis mean?', { kind: 'define', term: 'osmosis' }],
    ['What is meant by water potential', { kind: 'define', term: 'water potential' }],
    ['what is photosynthesis', { kind: 'explain', topic: 'photosynthesis' }],
    ['how does an enzyme work?', { kind: 'explain', topic: 'enzyme' }],
    ['explain the chain rule please', { kind: 'explain', topic: 'chain rule' }],
    ['give me a question on enzymes', { kind: 'question', topic: 'enzymes' }],
    ['quiz me on osmosis', { kind: 'question', topic: 'osmosis' }],
    ['mark my answer: water moves out by osmosis', { kind: 'mark', answer: 'water moves out by osmosis' }],
    ['Show me the worked answer.', { kind: 'worked-answer' }],
    ["I'm stuck", { kind: 'hint' }],
    ['another question please', { kind: 'question', topic: '' }],
    ['i dont get the chain rule', { kind: 'explain', topic: 'chain rule' }],
    ['please help me with differentiation', { kind: 'explain', topic: 'differentiation' }],
    [
      'y = 3x^2 + 2, find the gradient function',
      { kind: 'maths', operation: 'differentiate', expression: '3x^2 + 2' },
    ],
    ['factorise 6x^2 - x - 2 fully', { kind: 'maths', operation: 'factorise', expression: '6x^2 - x - 2' }],
    [
      'calculate the mean of 3, 5, 7',
      { kind: 'maths', operation: 'evaluate', expression: 'the mean of 3, 5, 7' },
    ],
    ['can I have another hint', { kind: 'hint' }],
  ])('reads "%s" as %j', (message, expected) => {
    expect(readRequest(message)).toMatchObject(expected);
  });

  it('does not take prose for maths, even after a maths verb', () => {
    expect(readRequest('what factors affect enzyme activity').kind).toBe('explain');
    expect(readRequest('solve this problem about trains leaving stations').kind).not.toBe('maths');
    expect(readRequest('write my essay on Macbeth').kind).toBe('other');
    expect(looksLikeMaths('the mitochondria is the powerhouse')).toBe(false);
    expect(looksLikeMaths('3 m/s * 2 s')).toBe(true);
  });
});
