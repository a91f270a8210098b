import { useLocalStorage } from '@mantine/hooks';

export interface HistoryEntry {
  input: string;
  display: string;
}

/** How many calculations the history keeps (the newest first). */
export const HISTORY_LIMIT = 50;
export const HISTORY_STORAGE_KEY = 'eps.calculator.history';

/** The calculator's history, kept in this browser's localStorage so it survives a reload. */
export function useCalculatorHistory() {
  const [entries, setEntries] = useLocalStorage<HistoryEntry[]>({
    key: HISTORY_STORAGE_KEY,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const add = (entry: HistoryEntry) =>
    setEntries((current) =>
      [entry, ...current.filter((e) => e.input !== entry.input)].slice(0, HISTORY_LIMIT),
    );
  const clear = () => setEntries([]);
  return { entries: Array.isArray(entries) ? entries : [], add, clear };
}
