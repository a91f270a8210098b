import { AppError } from './app-error';
import { UuidParamPipe } from './uuid-param.pipe';

const notFound = () => new AppError(404, 'THING_NOT_FOUND', 'This thing was not found.');

describe('UuidParamPipe', () => {
  const pipe = new UuidParamPipe(notFound);

  it('passes a UUID through, lowercased', () => {
    expect(pipe.transform('0B7C3C52-9A5E-4E31-8F3B-2D7A7C1E9F00')).toBe(
      '0b7c3c52-9a5e-4e31-8f3b-2d7a7c1e9f00',
    );
  });

  it.each(['42', '', 'not-a-uuid', "' OR 1=1 --", '0b7c3c52-9a5e-4e31-8f3b-2d7a7c1e9f0'])(
    "answers %j with the module's not-found error",
    (value) => {
      expect(() => pipe.transform(value)).toThrow(
        expect.objectContaining({ status: 404, code: 'THING_NOT_FOUND' }) as Error,
      );
    },
  );
});
