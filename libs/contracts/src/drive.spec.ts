import { parentFolder, ZDriveFileUpdateSchema, ZDriveFolderSchema, ZDriveUploadFieldsSchema } from './drive';

describe('drive contracts', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['Algebra/Year 12/', '/Algebra/Year 12'],
    [' / Calculus //  Limits ', '/Calculus/Limits'],
  ])('normalises the folder %p to %p', (raw, folder) => {
    expect(ZDriveFolderSchema.parse(raw)).toBe(folder);
  });

  it.each(['/a/../b', '/1/2/3/4/5/6/7', `/${'x'.repeat(61)}`, '/a\\b'])('refuses the folder %p', (raw) => {
    expect(ZDriveFolderSchema.safeParse(raw).success).toBe(false);
  });

  it('reads comma-separated tags, lower-cased and without repeats', () => {
    expect(ZDriveUploadFieldsSchema.parse({ tags: 'Algebra, algebra ,, Past paper' })).toEqual({
      folder: '/',
      tags: ['algebra', 'past paper'],
    });
    expect(
      ZDriveUploadFieldsSchema.safeParse({
        tags: Array(12)
          .fill('x')
          .map((x, i) => x + i)
          .join(','),
      }).success,
    ).toBe(false);
  });

  it('wants something to change, and nothing unknown', () => {
    expect(ZDriveFileUpdateSchema.safeParse({}).success).toBe(false);
    expect(ZDriveFileUpdateSchema.safeParse({ kind: 'pdf' }).success).toBe(false);
    expect(ZDriveFileUpdateSchema.parse({ name: ' a.tex ' })).toEqual({ name: 'a.tex' });
  });

  it('knows the parent of a folder', () => {
    expect(parentFolder('/')).toBeNull();
    expect(parentFolder('/a')).toBe('/');
    expect(parentFolder('/a/b')).toBe('/a');
  });
});
