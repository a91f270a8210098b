import { Tabs } from '@mantine/core';
import { IconCalculator, IconChartLine, IconMathFunction } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ToolPage } from '@/components/tool-page';
import { AlgebraPanel } from './algebra/AlgebraPanel';
import { GraphPanel } from './graph/GraphPanel';
import { isFunctionOfX } from './graph/plot-functions';
import { ScientificPanel } from './scientific/ScientificPanel';

type CalculatorTab = 'scientific' | 'graph' | 'algebra';

/**
 * /calculator: a scientific calculator and a graph that work in the browser, and algebra on the maths
 * engine. `?expression=` (a formula page's link) fills the algebra input, and the graph too when it
 * is a function of x.
 */
export function CalculatorPage() {
  const [searchParams] = useSearchParams();
  const expression = searchParams.get('expression')?.trim() || null;
  const [tab, setTab] = useState<CalculatorTab>(expression ? 'algebra' : 'scientific');
  // A tab's panel is built on its first visit (the page shows sooner) and then kept, with its state.
  const [visited, setVisited] = useState<ReadonlySet<CalculatorTab>>(() => new Set([tab]));
  const open = (next: CalculatorTab) => {
    setTab(next);
    setVisited((current) => new Set([...current, next]));
  };
  const graphFunction = expression && isFunctionOfX(expression) ? expression : null;

  return (
    <ToolPage
      title="Calculator"
      description="A scientific calculator, graphs of functions, and algebra with steps."
    >
      <Tabs value={tab} onChange={(value) => value && open(value as CalculatorTab)}>
        <Tabs.List mb="md">
          <Tabs.Tab value="scientific" leftSection={<IconCalculator size={16} aria-hidden />}>
            Scientific
          </Tabs.Tab>
          <Tabs.Tab value="graph" leftSection={<IconChartLine size={16} aria-hidden />}>
            Graph
          </Tabs.Tab>
          <Tabs.Tab value="algebra" leftSection={<IconMathFunction size={16} aria-hidden />}>
            Algebra
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="scientific">{visited.has('scientific') && <ScientificPanel />}</Tabs.Panel>
        <Tabs.Panel value="graph">
          {visited.has('graph') && <GraphPanel initialFunction={graphFunction} />}
        </Tabs.Panel>
        <Tabs.Panel value="algebra">
          {visited.has('algebra') && <AlgebraPanel initialExpression={expression} />}
        </Tabs.Panel>
      </Tabs>
    </ToolPage>
  );
}
