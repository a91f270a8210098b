import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin, { REPO_ROOT } from './import-boundaries.mjs';

// RuleTester reports each case as a jest test (it finds jest's describe/it globals).
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file: string) => path.join(REPO_ROOT, file);
const rules = plugin.rules;

tester.run('eps/feature-imports', rules['feature-imports'], {
  valid: [
    {
      filename: at('apps/web/src/features/profile/ProfilePage.tsx'),
      code: "import { initials } from '@/features/navigation';",
    },
    {
      filename: at('apps/web/src/features/profile/ProfilePage.tsx'),
      code: "import { PersonalTab } from '@/features/profile/PersonalTab';",
    },
    {
      filename: at('apps/web/src/features/profile/tabs/Personal.tsx'),
      code: "import { x } from '../profile-api';",
    },
    {
      filename: at('apps/web/src/features/profile/ProfilePage.tsx'),
      code: "import { api } from '@/lib/api';",
    },
    // Outside the features (the router) a page may be imported directly, e.g. lazily.
    {
      filename: at('apps/web/src/app/router.tsx'),
      code: "const Page = import('@/features/profile/ProfilePage');",
    },
  ],
  invalid: [
    {
      filename: at('apps/web/src/features/profile/ProfilePage.tsx'),
      code: "import { initials } from '@/features/navigation/UserMenu';",
      errors: [{ messageId: 'deep', data: { target: 'navigation' } }],
    },
    {
      filename: at('apps/web/src/features/profile/components/Avatar.tsx'),
      code: "import { initials } from '../../navigation';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: at('apps/web/src/features/home/HomePage.tsx'),
      code: [
        "export { TopBar } from '@/features/navigation/TopBar';",
        "export * from '../auth/auth-api';",
        "const page = import('@/features/profile/ProfilePage');",
        "type Tab = import('@/features/profile/tabs').Tab;",
      ].join('\n'),
      errors: 4,
    },
  ],
});

tester.run('eps/app-imports', rules['app-imports'], {
  valid: [
    { filename: at('apps/api/src/main.ts'), code: "import { AuthSchema } from '@eps/contracts';" },
    { filename: at('apps/api/src/main.ts'), code: "import { AppModule } from './app.module';" },
    { filename: at('apps/web/src/main.tsx'), code: "import { api } from '@/lib/api';" },
    // Tests under test/ drive the apps.
    {
      filename: at('test/integration/app.int-spec.ts'),
      code: "import { AppModule } from '../../apps/api/src/app.module';",
    },
  ],
  invalid: [
    {
      filename: at('apps/api/src/modules/compile/compile.service.ts'),
      code: "import { runJob } from '../../../../compile-worker/src/run-job';",
      errors: [
        {
          messageId: 'crossApp',
          data: {
            specifier: '../../../../compile-worker/src/run-job',
            target: 'compile-worker',
            owner: 'apps/api',
          },
        },
      ],
    },
    {
      filename: at('apps/compile-worker/src/main.ts'),
      code: "import { env } from '@eps/api/dist/config';",
      errors: [
        {
          messageId: 'crossApp',
          data: { specifier: '@eps/api/dist/config', target: 'api', owner: 'apps/compile-worker' },
        },
      ],
    },
    {
      filename: at('apps/web/src/main.tsx'),
      code: "const m = require('@eps/api');",
      errors: [{ messageId: 'crossApp' }],
    },
    {
      filename: at('libs/contracts/src/index.ts'),
      code: "export type { User } from '../../../apps/api/src/modules/users/user.entity';",
      errors: [
        {
          messageId: 'crossApp',
          data: {
            specifier: '../../../apps/api/src/modules/users/user.entity',
            target: 'api',
            owner: 'libs/contracts',
          },
        },
      ],
    },
  ],
});
