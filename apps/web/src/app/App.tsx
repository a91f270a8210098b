import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import notificationClasses from './notifications.module.css';
import { createAppRouter } from './router';
import { createStore } from './store';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [store] = useState(createStore);
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications position="top-center" className={notificationClasses.container} />
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>
  );
}
