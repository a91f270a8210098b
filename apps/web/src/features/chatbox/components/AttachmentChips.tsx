import { Anchor, Group, Text } from '@mantine/core';
import { IconFileText, IconPhoto } from '@tabler/icons-react';
import type { ChatAttachment } from '@eps/contracts';
import { Link } from 'react-router';
import classes from '../chatbox.module.css';

/** A sent message's attachments: the image's name (its read text on hover), a link to the bank question. */
export function AttachmentChips({ attachments }: { attachments: ChatAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Group gap={6} mt={6} justify="flex-end">
      {attachments.map((attachment) =>
        attachment.kind === 'image-text' ? (
          <Text
            key={attachment.name + attachment.text.length}
            size="xs"
            className={classes.attachmentChip}
            title={attachment.text}
          >
            <IconPhoto size={14} aria-hidden /> {attachment.name}
          </Text>
        ) : (
          <Anchor
            key={attachment.questionId}
            component={Link}
            to={`/exam-question/${attachment.questionId}`}
            size="xs"
            className={classes.attachmentChip}
          >
            <IconFileText size={14} aria-hidden /> Attached question
          </Anchor>
        ),
      )}
    </Group>
  );
}
