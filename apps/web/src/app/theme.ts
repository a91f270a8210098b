import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, "Liberation Sans", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Liberation Sans", Arial, sans-serif' },
});
