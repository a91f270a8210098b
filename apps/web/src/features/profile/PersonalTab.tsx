import { Alert, Avatar, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { ZUpdateProfileRequestSchema, type User } from '@eps/contracts';
import { apiErrorMessage } from '@/lib/api';
import { userUpdated } from '@/lib/session';
import { initials } from '@/features/navigation';
import { avatarFileError } from './avatar-rules';
import {
  userOf,
  useRemoveAvatarMutation,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
} from './profile-api';

/** The 'personal' tab: avatar, full name, and the email (read-only). */
export function PersonalTab({ user }: { user: User }) {
  const dispatch = useDispatch();
  const [fullName, setFullName] = useState(user.fullName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const [uploadAvatar, { isLoading: uploading }] = useUploadAvatarMutation();
  const [removeAvatar, { isLoading: removing }] = useRemoveAvatarMutation();

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUpdateProfileRequestSchema.safeParse({ fullName });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Please check the name.');
      return;
    }
    setNameError(null);
    try {
      const response = await updateProfile(parsed.data).unwrap();
      dispatch(userUpdated(userOf(response)));
      setFullName(userOf(response).fullName);
      notifications.show({ color: 'green', message: 'Profile saved.' });
    } catch (error) {
      setNameError(apiErrorMessage(error as never, 'Could not save your name. Please try again.'));
    }
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = avatarFileError(file);
    if (problem) {
      setAvatarError(problem);
      return;
    }
    setAvatarError(null);
    try {
      const response = await uploadAvatar(file).unwrap();
      dispatch(userUpdated(userOf(response)));
      notifications.show({ color: 'green', message: 'Profile picture updated.' });
    } catch (error) {
      setAvatarError(apiErrorMessage(error as never, 'Could not upload the picture. Please try again.'));
    }
  };

  const remove = async () => {
    setAvatarError(null);
    try {
      const response = await removeAvatar().unwrap();
      dispatch(userUpdated(userOf(response)));
      notifications.show({ color: 'green', message: 'Profile picture removed.' });
    } catch (error) {
      setAvatarError(apiErrorMessage(error as never, 'Could not remove the picture. Please try again.'));
    }
  };

  const unchanged = fullName.trim() === user.fullName;

  return (
    <Stack gap="xl" maw={520}>
      <Stack gap="xs">
        <Text fw={600}>Profile picture</Text>
        <Group gap="md" wrap="wrap">
          <Avatar
            src={user.avatarPath}
            alt={user.avatarPath ? 'Your profile picture' : ''}
            size={80}
            radius={80}
            color="indigo"
          >
            {initials(user.fullName)}
          </Avatar>
          <Stack gap={6}>
            <Group gap="xs">
              <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/webp">
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconUpload size={16} aria-hidden />}
                    loading={uploading}
                  >
                    Upload picture
                  </Button>
                )}
              </FileButton>
              {user.avatarPath && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => void remove()}
                  loading={removing}
                >
                  Remove
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              PNG, JPEG or WebP, up to 1 MB.
            </Text>
          </Stack>
        </Group>
        {avatarError && (
          <Alert color="red" variant="light" role="alert">
            {avatarError}
          </Alert>
        )}
      </Stack>

      <form onSubmit={(e) => void saveName(e)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Full name"
            value={fullName}
            onChange={(e) => setFullName(e.currentTarget.value)}
            error={nameError}
            maxLength={100}
            required
          />
          <TextInput
            label="Email"
            value={user.email ?? ''}
            readOnly
            description="Your email is your sign-in name and cannot be changed here."
            variant="filled"
          />
          <Group>
            <Button type="submit" loading={saving} disabled={unchanged}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
