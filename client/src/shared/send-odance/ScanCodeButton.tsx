import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconCameraOff, IconScan } from '@tabler/icons-react';

/** The camera's refusals in words a person can act on. */
export function cameraProblem(error: unknown): string {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Camera access was refused. Allow the camera for this site in your browser’s settings, or search the name instead.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device. Search the name instead.';
  return 'The camera could not start. Search the name instead.';
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

/**
 * "Scan a code": asks for the camera only when pressed, reads QR codes with the browser's BarcodeDetector where
 * it has one, else with @zxing/browser (loaded then), and hands the first code's text to `onCode`.
 */
export function ScanCodeButton({ onCode }: { onCode: (text: string) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconScan size={18} aria-hidden />} onClick={() => setOpened(true)}>
        Scan a code
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Scan a payment code" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        {opened ? (
          <Scanner
            onCode={(text) => {
              setOpened(false);
              onCode(text);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

function Scanner({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let stopReader: (() => void) | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem('This browser cannot use a camera here. Search the name instead.');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        return setProblem(cameraProblem(error));
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const BarcodeDetector = (window as unknown as { BarcodeDetector?: new (options: { formats: string[] }) => Detector }).BarcodeDetector;
      if (BarcodeDetector) {
        const detector = new BarcodeDetector({ formats: ['qr_code'] });
        const tick = async () => {
          if (stopped) return;
          const codes = await detector.detect(element).catch(() => []);
          if (codes[0]) found.current(codes[0].rawValue);
          else window.setTimeout(() => void tick(), 200);
        };
        void tick();
      } else {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        const controls = await new BrowserQRCodeReader().decodeFromVideoElement(element, (result) => {
          if (result && !stopped) {
            controls.stop();
            found.current(result.getText());
          }
        });
        stopReader = () => controls.stop();
        if (stopped) stopReader();
      }
    };
    void start();
    return () => {
      stopped = true;
      stopReader?.();
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (problem) {
    return (
      <Alert color="yellow" icon={<IconCameraOff aria-hidden />} title="No camera" role="alert">
        {problem}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <video ref={video} muted playsInline aria-label="Camera view" style={{ width: '100%', borderRadius: 8, background: 'var(--mantine-color-gray-2)' }} />
      <Text size="sm" c="dimmed">
        Point the camera at the code on the other phone.
      </Text>
    </Stack>
  );
}
