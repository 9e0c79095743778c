import { Button, Group, Modal, Text } from '@mantine/core';

/** Asked before leaving a page with unsaved changes (app/leave-guard.tsx); staying is the default. */
export default function LeaveConfirmDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Modal opened onClose={onStay} title="Leave this page?" centered closeButtonProps={{ 'aria-label': 'Stay on this page' }}>
      <Text size="sm" mb="lg">
        Your changes are not saved yet. A draft is kept in this tab, so you can come back to it.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onLeave}>
          Leave
        </Button>
        <Button onClick={onStay} data-autofocus>
          Stay
        </Button>
      </Group>
    </Modal>
  );
}
