import { bareExpression } from './maths-reply';

describe('bareExpression', () => {
  it.each([
    ['$x^2 \\sin x$', 'x^2 \\sin(x)'],
    ['x^2 sin x', 'x^2 sin(x)'],
    ['(1 − cos x)/x²', '(1 − cos(x))/x²'],
    ['sec^2 x', 'sec(x)^2'],
    ['15% of 80', '15/100 * 80'],
    ['7 squared', '7^2'],
    ['square root of 49', 'sqrt(49)'],
    ['x + y = 5 and x - y = 1', 'x + y = 5; x - y = 1'],
    ['\\(3x = 6\\)', '3x = 6'],
    ['3.2 km to metres', '3.2 km to meters'],
    ['the mean of 3, 5, 7 and 9', '(3 + 5 + 7 + 9)/4'],
  ])('reads %s as %s', (typed, read) => {
    expect(bareExpression(typed)).toBe(read);
  });
});
