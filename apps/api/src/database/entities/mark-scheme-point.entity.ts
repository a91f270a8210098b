import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One credit-worthy idea of a part's mark scheme, with the wordings that also earn it and those that do not. */
@Entity('mark_scheme_points')
export class MarkSchemePointEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'part_id', type: 'uuid' })
  partId: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'text' })
  point: string;

  @Column({ type: 'integer' })
  marks: number;

  @Column({ type: 'text', array: true })
  alternatives: string[];

  @Column({ type: 'text', array: true })
  reject: string[];
}
