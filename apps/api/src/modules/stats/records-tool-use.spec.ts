import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { firstValueFrom, lastValueFrom, of, throwError, toArray } from 'rxjs';
import { RecordsToolUse, ToolUseInterceptor } from './records-tool-use';
import type { ToolEventsRepository } from './tool-events.repository';

class Routes {
  @RecordsToolUse('exam-grader')
  marked() {}
  unmarked() {}
}

function contextFor(handler: () => void, userId: string | null): ExecutionContext {
  const req = userId ? { auth: { user: { id: userId } } } : {};
  return {
    getHandler: () => handler,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
}

function setUp(record: ToolEventsRepository['record'] = async () => undefined) {
  const calls: unknown[][] = [];
  const events = {
    record: (...args: Parameters<ToolEventsRepository['record']>) => {
      calls.push(args);
      return record(...args);
    },
  } as ToolEventsRepository;
  return { calls, interceptor: new ToolUseInterceptor(new Reflector(), events) };
}

const handler = (...values: unknown[]): CallHandler => ({ handle: () => of(...values) });

describe('ToolUseInterceptor', () => {
  it('records one use of the marked route’s tool for the signed-in user, with its duration', async () => {
    const { calls, interceptor } = setUp();
    const out = interceptor.intercept(contextFor(Routes.prototype.marked, 'u1'), handler({ score: 2 }));
    expect(await firstValueFrom(out)).toEqual({ score: 2 });
    expect(calls).toEqual([['u1', 'exam-grader', 'use', expect.any(Number)]]);
  });

  it('records a streaming route once, however many events it sends', async () => {
    const { calls, interceptor } = setUp();
    const out = interceptor.intercept(contextFor(Routes.prototype.marked, 'u1'), handler('a', 'b', 'c'));
    expect(await lastValueFrom(out.pipe(toArray()))).toEqual(['a', 'b', 'c']);
    expect(calls).toHaveLength(1);
  });

  it('records nothing for an unmarked route, a caller without a session or a failed handler', async () => {
    const { calls, interceptor } = setUp();
    await firstValueFrom(interceptor.intercept(contextFor(Routes.prototype.unmarked, 'u1'), handler(1)));
    await firstValueFrom(interceptor.intercept(contextFor(Routes.prototype.marked, null), handler(1)));
    const failing: CallHandler = { handle: () => throwError(() => new Error('bad input')) };
    await expect(
      firstValueFrom(interceptor.intercept(contextFor(Routes.prototype.marked, 'u1'), failing)),
    ).rejects.toThrow('bad input');
    expect(calls).toEqual([]);
  });

  it('answers the request even when recording fails', async () => {
    const { interceptor } = setUp(async () => {
      throw new Error('database down');
    });
    const out = interceptor.intercept(contextFor(Routes.prototype.marked, 'u1'), handler('answer'));
    expect(await firstValueFrom(out)).toBe('answer');
  });
});
