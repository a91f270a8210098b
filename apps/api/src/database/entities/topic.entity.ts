import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A specification point in a syllabus's tree; topic_closure holds its ancestors for subtree queries. */
@Entity('topics')
export class TopicEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'syllabus_id', type: 'text' })
  syllabusId: string;

  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId: string | null;

  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'integer' })
  depth: number;

  @Column({ type: 'integer' })
  position: number;
}
