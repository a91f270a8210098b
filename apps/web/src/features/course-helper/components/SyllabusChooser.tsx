import { SimpleGrid, Select } from '@mantine/core';
import type { Syllabus } from '@eps/contracts';
import { useEffect, useState } from 'react';

interface Props {
  syllabuses: Syllabus[];
  value: string | null;
  onChange: (syllabusId: string) => void;
}

const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** Board → qualification → subject; the subject names one syllabus (its title tells same-named ones apart). */
export function SyllabusChooser({ syllabuses, value, onChange }: Props) {
  const chosen = syllabuses.find((s) => s.id === value) ?? null;
  const [board, setBoard] = useState<string | null>(chosen?.board ?? null);
  const [qualification, setQualification] = useState<string | null>(chosen?.qualification ?? null);

  // A syllabus opened by a link or remembered from last time shows its own board and qualification.
  useEffect(() => {
    if (!chosen) return;
    setBoard(chosen.board);
    setQualification(chosen.qualification);
  }, [chosen]);

  const ofBoard = syllabuses.filter((s) => s.board === board);
  const subjects = ofBoard.filter((s) => s.qualification === qualification);
  const sameSubject = (s: Syllabus) => subjects.filter((o) => o.subject === s.subject).length > 1;

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        label="Exam board"
        placeholder="Choose a board"
        data={unique(syllabuses.map((s) => s.board))}
        value={board}
        onChange={(b) => {
          setBoard(b);
          setQualification(null);
        }}
      />
      <Select
        label="Qualification"
        placeholder={board ? 'Choose a qualification' : 'Choose a board first'}
        data={unique(ofBoard.map((s) => s.qualification))}
        value={qualification}
        disabled={!board}
        onChange={setQualification}
      />
      <Select
        label="Subject"
        placeholder={qualification ? 'Choose a subject' : 'Choose a qualification first'}
        data={subjects.map((s) => ({ value: s.id, label: sameSubject(s) ? s.title : s.subject }))}
        value={chosen && subjects.includes(chosen) ? chosen.id : null}
        disabled={!qualification}
        onChange={(id) => id && onChange(id)}
      />
    </SimpleGrid>
  );
}
