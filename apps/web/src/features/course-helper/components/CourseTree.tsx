import type { CoursePoint } from '@eps/contracts';
import classes from '../course-helper.module.css';
import { PointRow, type PointActions } from './PointRow';

interface Props extends PointActions {
  points: CoursePoint[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  highlightId: string | null;
}

/**
 * The specification as nested lists; a point with subpoints has a disclosure button (Tab to it, Enter or
 * Space opens it), so the tree is used by keyboard and read by a screen reader as lists within lists.
 */
export function CourseTree({ points, expanded, onToggle, highlightId, ...actions }: Props) {
  return (
    <ul className={classes.tree} aria-label="Specification">
      {points.map((p) => (
        <Branch
          key={p.id}
          point={p}
          expanded={expanded}
          onToggle={onToggle}
          highlightId={highlightId}
          {...actions}
        />
      ))}
    </ul>
  );
}

function Branch({
  point,
  expanded,
  onToggle,
  highlightId,
  ...actions
}: Omit<Props, 'points'> & { point: CoursePoint }) {
  const open = expanded.has(point.id);
  return (
    <li>
      <PointRow
        point={point}
        expanded={open}
        highlighted={point.id === highlightId}
        onToggle={() => onToggle(point.id)}
        {...actions}
      />
      {open && point.children.length > 0 && (
        <ul id={`children-${point.id}`} className={classes.children}>
          {point.children.map((c) => (
            <Branch
              key={c.id}
              point={c}
              expanded={expanded}
              onToggle={onToggle}
              highlightId={highlightId}
              {...actions}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
