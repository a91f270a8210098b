export * from './common';
export * from './auth';
export * from './profile';
export * from './tools';
export * from './admin';
export * from './queues';
export * from './health';
export * from './compile';
